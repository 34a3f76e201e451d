/**
 * Which single sign-on backends the broker runs, for the login page: none when it has no SSO (404).
 * A plain effect rather than a query: the login page's bundle carries no query observer.
 */
import { useEffect, useState } from 'react';
import { getSsoRunning } from '../../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on';
import { SSO_BACKENDS, type SsoBackend } from '../../api/session';

const QUIET = [400, 401, 403, 404, 405, 500, 502, 503, 504];

export function useSsoRunning(): SsoBackend[] {
  const [running, setRunning] = useState<SsoBackend[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // An open-source broker, or one older than SSO, answers 404: the page then simply offers no SSO.
    // The login form works without it, so no failure of this probe is worth a message.
    getSsoRunning({ background: true, silentStatuses: QUIET, handleTimeout: true }, controller.signal)
      .then((data) => setRunning(Array.isArray(data) ? SSO_BACKENDS.filter((backend) => data.includes(backend)) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return running;
}
