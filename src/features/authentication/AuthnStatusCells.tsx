import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { StaleStatus } from '../../components/StaleNote';
import { StatusBadge } from '../../components/StatusBadge';
import { nodeErrors, statusReason } from '../../components/reason/explain-reason';
import { ReasonText } from '../../components/reason/ReasonText';
import { useGetAuthenticationByIdStatus } from '../../generated/endpoints/authentication/authentication';
import { valueLabel } from '../../i18n/labels/labels';
import { readAuthnStatus } from './authn-status';

const POLL_MS = 10_000;

/** One authenticator's status and counters, polled in the background (rows share the query); `staleSince` while the poll fails. */
export function useAuthnStatus(id: string) {
  const query = useGetAuthenticationByIdStatus(id, { query: { refetchInterval: pollEvery(POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(query);
  return { ...query, staleSince, status: query.data === undefined ? undefined : readAuthnStatus(query.data) };
}

/** The backend of an authenticator id (`password_based:mysql` → `mysql`), for the reasons' wording. */
const backendOf = (id: string) => id.slice(id.indexOf(':') + 1);

export function AuthnStatusCell({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { status, data, staleSince } = useAuthnStatus(id);
  if (!status) return <Text color="fg.muted">–</Text>;
  if (staleSince !== undefined) return <StaleStatus since={staleSince} />;
  const badge = <StatusBadge status={status.status}>{status.status ? valueLabel(i18n, status.status) : undefined}</StatusBadge>;
  // Why it is not connected: a node's error (EMQX names it `reason`, the API document `error`), else what the status means.
  const reason = statusReason(status.status, [...status.nodes.map((node) => node.error), ...nodeErrors((data as { node_error?: unknown } | undefined)?.node_error)]);
  if (!reason) return badge;
  return (
    <Stack gap="1" align="flex-start" maxW="xs">
      {badge}
      <ReasonText reason={reason} context={{ kind: 'authn', type: backendOf(id) }} fontSize="xs" color="fg.muted" subject={id} />
    </Stack>
  );
}

export function AuthnMetricsCell({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { status, staleSince } = useAuthnStatus(id);
  if (!status) return <Text color="fg.muted">–</Text>;
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const { total, success, failed } = status.metrics;
  // Muted while stale: the status cell beside it says since when.
  return (
    <Text fontSize="sm" whiteSpace="nowrap" color={staleSince === undefined ? undefined : 'fg.muted'}>
      <Trans>
        {n(total)} total · {n(success)} allowed · {n(failed)} failed
      </Trans>
    </Text>
  );
}
