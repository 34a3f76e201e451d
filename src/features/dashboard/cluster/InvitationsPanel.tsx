import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../../components/DataTable';
import { Section } from '../../../components/Section';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, NO_VALUE } from '../../../i18n/format';
import type { InvitationRow, InvitationState } from './cluster-model';

/** StatusBadge colours by the words it knows: orange under way, green joined, red failed. */
const BADGE: Record<InvitationState, string> = { in_progress: 'connecting', succeeded: 'running', failed: 'error' };

/** The invitations the broker has sent (its latest per node), with how each went. */
export function InvitationsPanel({ rows }: { rows: InvitationRow[] }) {
  const { t, i18n } = useLingui();
  const label: Record<InvitationState, string> = { in_progress: t`Joining`, succeeded: t`Joined`, failed: t`Failed` };
  const time = (value: string | undefined) => (value ? formatDateTime(value, i18n.locale) : NO_VALUE);
  const columns: Column<InvitationRow>[] = [
    { id: 'node', header: t`Node`, cell: (r) => <Text fontFamily="mono" fontSize="sm">{r.node}</Text> },
    { id: 'status', header: t`Status`, cell: (r) => <StatusBadge status={BADGE[r.state]}>{label[r.state]}</StatusBadge> },
    { id: 'started', header: t`Invited at`, cell: (r) => time(r.startedAt) },
    { id: 'finished', header: t`Finished at`, cell: (r) => time(r.finishedAt) },
    { id: 'reason', header: t`Reason`, cell: (r) => (r.reason ? <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">{r.reason}</Text> : NO_VALUE) },
  ];
  return (
    <Section id="node-invitations" title={t`Invitations`}>
      <DataTable label={t`Invitations`} columns={columns} rows={rows} rowKey={(r) => r.node} />
    </Section>
  );
}
