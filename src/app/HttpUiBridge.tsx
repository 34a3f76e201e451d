import { useEffect } from 'react';
import { connectHttpUi } from '../api/error-reporting';
import { abortAllRequests } from '../api/http';
import { queryClient } from '../api/query-client';
import { router } from './router';
import { toaster } from './toaster';

/** Lets the HTTP layer, which knows nothing of React, show toasts and send the user to login. */
export function HttpUiBridge() {
  useEffect(
    () =>
      connectHttpUi({
        toast: (message) => toaster.create({ title: message, type: 'error' }),
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
