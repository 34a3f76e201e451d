import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { StaleStatus } from '../../components/StaleNote';
import { StatusBadge } from '../../components/StatusBadge';
import { nodeErrors, statusReason } from '../../components/reason/explain-reason';
import { ReasonText } from '../../components/reason/ReasonText';
import { useGetAuthorizationSourcesByTypeStatus } from '../../generated/endpoints/authorization/authorization';
import { valueLabel } from '../../i18n/labels/labels';
import type { SourceType } from './authz-catalog';

const POLL_MS = 10_000;

/** One source's status and counters, polled in the background (the row's cells share the query); `staleSince` while the poll fails. */
function useAuthzStatus(type: SourceType) {
  const query = useGetAuthorizationSourcesByTypeStatus(type, {
    query: { refetchInterval: pollEvery(POLL_MS) },
    request: { background: true },
  });
  return { data: query.data, staleSince: useStaleSince(query) };
}

export function AuthzStatusCell({ type }: { type: SourceType }) {
  const { i18n } = useLingui();
  const { data, staleSince } = useAuthzStatus(type);
  const status = data?.status;
  if (!status) return <Text color="fg.muted">–</Text>;
  if (staleSince !== undefined) return <StaleStatus since={staleSince} />;
  const badge = <StatusBadge status={status}>{valueLabel(i18n, status)}</StatusBadge>;
  // Why it is not connected: a node's error (EMQX names it `reason`, the API document `error`), else what the status means.
  const reason = statusReason(status, nodeErrors(data?.node_error));
  if (!reason) return badge;
  return (
    <Stack gap="1" align="flex-start" maxW="xs">
      {badge}
      <ReasonText reason={reason} context={{ kind: 'authz', type }} fontSize="xs" color="fg.muted" subject={type} />
    </Stack>
  );
}

export function AuthzMetricsCell({ type }: { type: SourceType }) {
  const { i18n } = useLingui();
  const { data, staleSince } = useAuthzStatus(type);
  const metrics = data?.metrics;
  if (!metrics) return <Text color="fg.muted">–</Text>;
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const allow = n(metrics.allow);
  const deny = n(metrics.deny);
  const nomatch = n(metrics.nomatch);
  // Muted while stale: the status cell beside it says since when.
  return (
    <Text fontSize="sm" whiteSpace="nowrap" color={staleSince === undefined ? undefined : 'fg.muted'}>
      <Trans>
        {allow} allowed · {deny} denied · {nomatch} no match
      </Trans>
    </Text>
  );
}
