/**
 * The licence and the connections counted against it, read alike by the licence screen, the card
 * and the banner. Only EMQX Enterprise has `/license`: on the open-source edition nothing is asked
 * (it would answer 404 with a toast on every screen that shows the banner).
 */
import { pollEvery } from '../../../api/poll';
import { useSession } from '../../../api/use-session';
import { useGetLicense, useGetLicenseSetting } from '../../../generated/endpoints/license/license';
import { useGetMonitorCurrent } from '../../../generated/endpoints/metrics/metrics';

/**
 * The banner's own pace, on screens other than the overview: a licence limit is approached over
 * minutes. On the overview its live numbers poll the same query far more often.
 */
const CONNECTIONS_REFRESH_MS = 60_000;

export function useIsEnterprise(): boolean {
  return useSession()?.edition === 'enterprise';
}

/**
 * The card and the banner say themselves when the licence cannot be read (or say nothing): a failure
 * of theirs is no toast on every screen. The licence screen's own reading toasts like every screen's.
 */
const QUIET = { background: true, silentStatuses: [400, 403, 404, 500, 502, 503, 504], handleTimeout: true };

export function useLicense({ quiet = false } = {}) {
  const enabled = useIsEnterprise();
  return useGetLicense({ query: { enabled }, request: quiet ? QUIET : { silentStatuses: [404] } });
}

export function useLicenseSetting({ quiet = false } = {}) {
  const enabled = useIsEnterprise();
  return useGetLicenseSetting({ query: { enabled }, request: quiet ? QUIET : { silentStatuses: [404] } });
}

/**
 * The cluster's live connections, which the broker counts against the licence's limit
 * (emqx_license_resources: connected channels on every running node). GET /license does not carry
 * them; `/monitor_current` does, and the overview's live numbers share this query.
 */
export function useLiveConnections(): number | undefined {
  const enabled = useIsEnterprise();
  // Joins the reading another screen part keeps up to date rather than asking again as it mounts: every
  // extra failure of a shared poll stretches its back-off for the part that shows the numbers.
  const current = useGetMonitorCurrent({
    query: { enabled, refetchInterval: pollEvery(CONNECTIONS_REFRESH_MS), refetchOnMount: false, retryOnMount: false },
    request: QUIET,
  });
  return current.data?.live_connections;
}
