import { Alert, Box, Code, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/Loading';
import { RelativeTime } from '../../../components/RelativeTime';
import { StatusBadge } from '../../../components/StatusBadge';
import { evaluateChain, type AuthzWho, type SourceAnswer } from '../../../domain/authz-chain';
import { realTopic } from '../../../domain/authz-topic';
import { useGetClientsByClientidAuthorizationCache } from '../../../generated/endpoints/clients/clients';
import { valueLabel } from '../../../i18n/labels/labels';
import type { AuthzQuestion } from './AuthzCheckPanel';
import { cachedAnswer, concludeChain } from './authz-conclusion';
import { useReadableChain } from './use-authz-chain';

function Verdict({ allowed }: { allowed: boolean }) {
  const { t } = useLingui();
  return allowed ? <StatusBadge status="running">{t`Allowed`}</StatusBadge> : <StatusBadge status="error">{t`Denied`}</StatusBadge>;
}

/** One source's answer, in a sentence. */
function AnswerLine({ answer }: { answer: SourceAnswer }) {
  const { i18n } = useLingui();
  const name = (
    <Link asChild colorPalette="brand" color="colorPalette.fg">
      <RouterLink to="/authorization/detail/$type" params={{ type: answer.type }}>
        {valueLabel(i18n, answer.type)}
      </RouterLink>
    </Link>
  );
  let what: ReactNode;
  if (answer.outcome === 'disabled') what = <Trans>disabled, skipped.</Trans>;
  else if (answer.outcome === 'no-match') what = <Trans>no rule matches.</Trans>;
  else if (answer.outcome === 'external') what = <Trans>asks its server each time; what it answers cannot be seen from here. Check its rules there; if it has none for this, the sources below are asked.</Trans>;
  else if (answer.outcome === 'unreadable') what = <Trans>its rules do not read here; the broker decides with what it loaded.</Trans>;
  else {
    const { rule } = answer;
    const where =
      'line' in rule ? (
        <Trans>line {rule.line}</Trans>
      ) : rule.list === 'clients' ? (
        <Trans>rule {rule.index + 1} of this client's rules</Trans>
      ) : rule.list === 'users' ? (
        <Trans>rule {rule.index + 1} of this username's rules</Trans>
      ) : (
        <Trans>rule {rule.index + 1} of the rules for all clients</Trans>
      );
    const text = 'line' in rule ? rule.text : `${rule.rule.permission} ${rule.rule.action} ${rule.rule.topic}`;
    what = (
      <>
        <Verdict allowed={answer.permission === 'allow'} /> <Trans>by {where}:</Trans> <Code wordBreak="break-all">{text}</Code>
      </>
    );
  }
  return (
    <List.Item>
      {name}: {what}
    </List.Item>
  );
}

/** The answer to one question, source by source, with what decides first. */
export function AuthzVerdict({ who, question, connected }: { who: AuthzWho; question: AuthzQuestion; connected: boolean }) {
  const { i18n, t } = useLingui();
  const chain = useReadableChain(who.clientid, who.username, true);
  const cache = useGetClientsByClientidAuthorizationCache(who.clientid, { query: { enabled: connected } });
  if (chain.isError) {
    return (
      <Alert.Root status="error" mt="3">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>The authorization sources could not be read.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!chain.data) return <Loading />;
  const topic = realTopic(question.topic);
  const answer = evaluateChain(chain.data.sources, who, question.action, topic, chain.data.noMatch);
  const conclusion = concludeChain(answer);
  const cached = connected ? cachedAnswer(cache.data, chain.data.cache, question.action, topic) : undefined;
  const decider = conclusion.kind === 'no-match' ? undefined : answer.answers[conclusion.source];
  const deciderName = decider ? valueLabel(i18n, decider.type) : '';

  return (
    <Stack gap="3" mt="4" role="status" aria-label={t`The answer`}>
      {cached ? (
        <Text>
          <Trans>
            The connection's cache answers first: <Verdict allowed={cached.result === 'allow'} />, checked <RelativeTime value={cached.updated_time} />. The sources below are asked
            again once it expires or the cache is cleared.
          </Trans>
        </Text>
      ) : null}
      <Box fontWeight="semibold">
        {conclusion.kind === 'rule' ? (
          <Trans>
            <Verdict allowed={conclusion.permission === 'allow'} /> by {deciderName}.
          </Trans>
        ) : conclusion.kind === 'unknown' ? (
          <Trans>{deciderName} decides, outside the console: check it there.</Trans>
        ) : (
          <Trans>
            No source has a rule for this: "No match" is set to <Verdict allowed={conclusion.permission === 'allow'} />.
          </Trans>
        )}
      </Box>
      {conclusion.kind === 'no-match' && conclusion.permission === 'allow' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              With "No match: Allow", any client may do what no rule forbids. <Link asChild colorPalette="brand" color="colorPalette.fg">
                <RouterLink to="/authorization">Change it in the authorization settings</RouterLink>
              </Link>.
            </Trans>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <List.Root as="ol" gap="1" ps="5">
        {answer.answers.map((a, i) => (
          <AnswerLine key={`${a.type}-${i}`} answer={a} />
        ))}
        {conclusion.kind !== 'rule' ? (
          <List.Item>
            <Trans>No match:</Trans> <Verdict allowed={answer.noMatch === 'allow'} />
          </List.Item>
        ) : null}
      </List.Root>
      <Text color="fg.muted" fontSize="sm">
        <Trans>A client that logged in as a superuser is never checked.</Trans>
      </Text>
    </Stack>
  );
}
