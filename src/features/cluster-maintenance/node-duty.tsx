import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';
import { statusLabel } from '../../i18n/labels/status-labels';
import type { NodeDuty } from './maintenance-status';
import { phaseLabel } from './maintenance-status';

/** A node's state word, with what the maintenance under way makes of it. */
export function NodeDutyBadge({ status, duty }: { status: string | undefined; duty: NodeDuty | undefined }) {
  const { t, i18n } = useLingui();
  if (!duty) return <StatusBadge status={status}>{status === undefined ? undefined : statusLabel(i18n, status)}</StatusBadge>;
  if (duty.kind === 'evacuating') {
    const label = phaseLabel(duty.state);
    return (
      <Badge colorPalette="orange" variant="subtle" title={label ? i18n._(label) : duty.state}>
        {t`Evacuating`}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="blue" variant="subtle">
      {duty.kind === 'donor' ? t`Giving clients` : t`Receiving clients`}
    </Badge>
  );
}
