/** One page of the audit log. */
import { keepPreviousData } from '@tanstack/react-query';
import { useGetAudit } from '../../generated/endpoints/audit/audit';
import type { GetAuditParams } from '../../generated/model';

export function useAuditPage(params: GetAuditParams) {
  return useGetAudit(params, {
    query: { placeholderData: keepPreviousData, retry: false },
    // 400 is the broker's "Audit is disabled" (or a filter it cannot read): the screen says which.
    request: { silentStatuses: [400] },
  });
}
