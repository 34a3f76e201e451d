import { useEffect } from 'react';
import { connectHttpUi, watchQueries } from '../api/error-reporting';
import { abortAllRequests } from '../api/http';
import { queryClient } from '../api/query-client';
import { router } from './router';
import { toastError } from './toaster';

/**
 * Lets the HTTP layer, which knows nothing of React, show toasts and send the user to login, and
 * lets it tell a poll failing again as before (no news) from a new failure.
 */
export function HttpUiBridge() {
  useEffect(() => watchQueries(queryClient.getQueryCache()), []);
  useEffect(
    () =>
      connectHttpUi({
        toast: toastError,
        toLogin: () => {
          const { pathname, searchStr } = router.state.location;
          if (pathname === '/login') return;
          abortAllRequests();
          queryClient.clear();
          void router.navigate({ to: '/login', search: { to: pathname + searchStr }, replace: true });
        },
      }),
    [],
  );
  return null;
}
