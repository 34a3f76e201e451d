import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmqxAuthzApiMnesiaRuleItem } from '../../../generated/model';
import { ACTION_LABELS, fromRuleItem, RETAIN_LABELS } from './rule-draft';

/** A client's or user's rules, one line each in the order the broker checks them. */
export function RuleSummary({ rules }: { rules: EmqxAuthzApiMnesiaRuleItem[] }) {
  if (rules.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No rule</Trans>
      </Text>
    );
  }
  return (
    <List.Root as="ol" listStyle="none" gap="1">
      {rules.map((rule, i) => (
        <List.Item key={i}>
          <RuleLine rule={rule} />
        </List.Item>
      ))}
    </List.Root>
  );
}

function RuleLine({ rule }: { rule: EmqxAuthzApiMnesiaRuleItem }) {
  const { t, i18n } = useLingui();
  const draft = fromRuleItem(rule);
  const qos = draft.qos.join(', ');
  const details = [t`QoS ${qos}`, ...(draft.action === 'subscribe' || draft.retain === 'all' ? [] : [i18n._(RETAIN_LABELS[draft.retain])])].join(' · ');
  return (
    <HStack gap="2" wrap="wrap">
      {draft.permission === 'allow' ? (
        <Badge colorPalette="green" variant="subtle">
          <Trans>Allow</Trans>
        </Badge>
      ) : (
        <Badge colorPalette="red" variant="subtle">
          <Trans>Deny</Trans>
        </Badge>
      )}
      <Text as="span">{i18n._(ACTION_LABELS[draft.action])}</Text>
      <Text as="span" fontFamily="mono" wordBreak="break-all">
        {draft.topic}
      </Text>
      <Text as="span" color="fg.muted" fontSize="xs">
        {details}
      </Text>
    </HStack>
  );
}
