import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { pendingRequests } from '../api/pending-requests';

/** A thin bar at the top while requests that did not opt out are pending. */
export function ProgressBar() {
  const { t } = useLingui();
  const pending = useSyncExternalStore(pendingRequests.subscribe, () => pendingRequests.count);
  if (pending === 0) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t`Loading`}
      data-testid="progress-bar"
      position="fixed"
      top="0"
      left="0"
      right="0"
      height="2px"
      zIndex="toast"
      bg="colorPalette.solid"
      colorPalette="blue"
    />
  );
}
