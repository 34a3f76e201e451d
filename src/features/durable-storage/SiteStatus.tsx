import { Trans } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';

/** Up while the site's node runs in the cluster; its replicas are down with it. */
export function SiteStatus({ up }: { up: boolean | undefined }) {
  if (up === undefined) return <StatusBadge status={undefined} />;
  return up ? (
    <StatusBadge status="running">
      <Trans>Up</Trans>
    </StatusBadge>
  ) : (
    <StatusBadge status="stopped">
      <Trans>Down</Trans>
    </StatusBadge>
  );
}
