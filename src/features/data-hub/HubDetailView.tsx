import { Code, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { isNotFound } from '../../api/api-error';
import { pollEvery } from '../../api/poll';
import { succeeded } from '../../api/succeeded';
import { ActionLink } from '../../components/ActionLink';
import { FactList, type Fact } from '../../components/FactList';
import { Loading } from '../../components/Loading';
import { MetricCards } from '../../components/metrics/MetricCards';
import { MetricsUnreadable } from '../../components/metrics/MetricsUnreadable';
import { NodeMetricsTable } from '../../components/metrics/NodeMetricsTable';
import { ResetStatistics } from '../../components/metrics/ResetStatistics';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import type { MessageTransformationTransformation } from '../../generated/model';
import { DryRunPanel } from './DryRunPanel';
import { ValidationTryPanel } from './ValidationTryPanel';
import { FailureAction } from './FailureAction';
import { HUB_KINDS, type HubItem, type HubItemCounters, type HubKind, type HubKindId } from './hub-kinds';
import { HUB_POLL_MS } from './use-hub-counters';

const serdeText = (serde: unknown): string => {
  const s = (serde ?? {}) as { type?: string; schema?: string; message_type?: string };
  return [s.type ?? 'none', s.schema, s.message_type].filter(Boolean).join(' · ');
};

/** A topic the item's first filter matches, its wildcards filled in, to start a sample message with. */
const sampleTopic = (item: HubItem): string => {
  const first = (Array.isArray(item.topics) ? item.topics[0] : item.topics) ?? '';
  return first.replace(/\+/g, 'sample').replace(/#$/, 'sample');
};

/** One validation or transformation: its settings, its checks or operations, and its counters per node with their reset. */
export function HubDetailView({ kindId, name }: { kindId: HubKindId; name: string }) {
  const kind = HUB_KINDS[kindId];
  const { t } = useLingui();
  const item = useQuery({ queryKey: kind.oneKey(name), queryFn: ({ signal }) => kind.one(name, signal) });
  let body;
  if (item.data) body = <HubDetailBody kind={kind} item={item.data} />;
  else if (isNotFound(item.error)) body = <Text role="alert">{t`There is no item named ${name}.`}</Text>;
  else if (item.isError) body = <MetricsUnreadable onRetry={() => void item.refetch()} />;
  else body = <Loading />;
  return (
    <>
      <PageHeader title={name} subtitle={item.data?.description || undefined}>
        {item.data ? (
          <ActionLink>
            {kindId === 'validation' ? (
              <Link to="/schema-validation/edit/$name" params={{ name }}>
                <Pencil />
                <Trans>Edit</Trans>
              </Link>
            ) : (
              <Link to="/message-transform/edit/$name" params={{ name }}>
                <Pencil />
                <Trans>Edit</Trans>
              </Link>
            )}
          </ActionLink>
        ) : null}
      </PageHeader>
      {body}
    </>
  );
}

function HubDetailBody({ kind, item }: { kind: HubKind; item: HubItem }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const metrics = useQuery({ queryKey: kind.metricsKey(item.name), queryFn: ({ signal }) => kind.metrics(item.name, signal), refetchInterval: pollEvery(HUB_POLL_MS) });
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const rate = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale, { maximumFractionDigits: 2 });
  const facts: Fact[] = [
    [t`Topics`, (Array.isArray(item.topics) ? item.topics : [item.topics]).join(', ')],
    ...(item.strategy ? [[t`Strategy`, item.strategy === 'any_pass' ? t`Any check passes` : t`All checks pass`] as Fact] : []),
    ...(kind.id === 'transformation' ? [[t`Payload decoder`, serdeText(item.payload_decoder)] as Fact, [t`Payload encoder`, serdeText(item.payload_encoder)] as Fact] : []),
    [t`On failure`, <FailureAction key="failure" action={item.failure_action} />],
    [t`Log failures at`, item.log_failure?.level ?? 'info'],
    [t`Enabled`, item.enable === false ? t`No` : t`Yes`],
  ];
  const c: HubItemCounters = metrics.data?.metrics ?? {};
  const nodes = (metrics.data?.node_metrics ?? []).map((m) => ({ node: m.node ?? '', ...m.metrics }));
  const columns = [
    { key: 'matched', label: t`Matched`, value: (x: HubItemCounters) => n(x.matched) },
    { key: 'succeeded', label: t`Succeeded`, value: (x: HubItemCounters) => n(x.succeeded) },
    { key: 'failed', label: t`Failed`, value: (x: HubItemCounters) => n(x.failed) },
    { key: 'rate', label: t`Rate (per second)`, value: (x: HubItemCounters) => rate(x.rate) },
  ];

  async function reset(): Promise<boolean> {
    setResetting(true);
    const ok = await succeeded(kind.resetMetrics(item.name));
    setResetting(false);
    if (ok) void queryClient.invalidateQueries({ queryKey: kind.metricsKey(item.name) });
    return ok;
  }

  return (
    <Stack gap="8">
      <FactList facts={facts} />
      <Section id="hub-steps" title={i18n._(kind.stepsHeader)}>
        <List.Root as="ol" gap="1" ps="5">
          {item.lines.map((line, i) => (
            <List.Item key={i}>
              <Code fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {line}
              </Code>
            </List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="hub-dry-run" title={<Trans>Try it</Trans>}>
        {kind.id === 'transformation' ? <DryRunPanel transformation={item.raw as MessageTransformationTransformation} topicHint={sampleTopic(item)} /> : <ValidationTryPanel item={item} topicHint={sampleTopic(item)} />}
      </Section>
      <Section id="hub-metrics" title={<Trans>Statistics</Trans>}>
        {metrics.isError && !metrics.data ? (
          <MetricsUnreadable onRetry={() => void metrics.refetch()} />
        ) : (
          <Stack gap="4">
            <MetricCards
              cards={[
                { label: t`Matched`, value: n(c.matched) },
                { label: t`Succeeded`, value: n(c.succeeded) },
                { label: t`Failed`, value: n(c.failed) },
                { label: t`Rate (per second)`, value: rate(c.rate) },
                { label: t`Rate over 5 minutes`, value: rate(c.rate_last5m) },
              ]}
            />
            <NodeMetricsTable label={t`Statistics per node`} nodes={nodes} cluster={c} columns={columns} />
            <ResetStatistics reset={reset} busy={resetting} disabled={!metrics.data}>
              <Trans>Matched, succeeded and failed start again from zero on every node.</Trans>
            </ResetStatistics>
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
