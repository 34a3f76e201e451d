import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { AuditAudit } from '../../generated/model';
import { present, statusOf } from './audit-entry';

/** The HTTP status in the result's colour: green when the change went through, red when refused. */
export function AuditResult({ entry }: { entry: AuditAudit }) {
  const { t } = useLingui();
  const status = statusOf(entry);
  const result = present(entry.operation_result) ?? (status === undefined ? undefined : status < 400 ? 'success' : 'failure');
  if (result === undefined) return <>–</>;
  const word = result === 'success' ? t`Succeeded` : t`Failed`;
  return (
    <Badge colorPalette={result === 'success' ? 'green' : 'red'} variant="subtle">
      {status === undefined ? word : `${status} ${word}`}
    </Badge>
  );
}
