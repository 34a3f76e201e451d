import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';
import { useGetAuthenticationByIdStatus } from '../../generated/endpoints/authentication/authentication';
import { valueLabel } from '../../i18n/labels/labels';
import { readAuthnStatus } from './authn-status';

const POLL_MS = 10_000;

/** One authenticator's status and counters, polled in the background (rows share the query). */
export function useAuthnStatus(id: string) {
  const query = useGetAuthenticationByIdStatus(id, { query: { refetchInterval: POLL_MS }, request: { background: true } });
  return { ...query, status: query.data === undefined ? undefined : readAuthnStatus(query.data) };
}

export function AuthnStatusCell({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { status } = useAuthnStatus(id);
  if (!status) return <Text color="fg.muted">–</Text>;
  return <StatusBadge status={status.status}>{status.status ? valueLabel(i18n, status.status) : undefined}</StatusBadge>;
}

export function AuthnMetricsCell({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { status } = useAuthnStatus(id);
  if (!status) return <Text color="fg.muted">–</Text>;
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const { total, success, failed } = status.metrics;
  return (
    <Text fontSize="sm" whiteSpace="nowrap">
      <Trans>
        {n(total)} total · {n(success)} allowed · {n(failed)} failed
      </Trans>
    </Text>
  );
}
