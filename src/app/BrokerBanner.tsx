import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useBrokerUnreachable } from '../api/reachability';

/**
 * While requests keep getting no response, one steady line says so (the first failure was a
 * toast); the screens' polls go on and the banner goes away by itself when the broker answers.
 */
export function BrokerBanner() {
  const unreachable = useBrokerUnreachable();
  return (
    <div role="status">
      {unreachable ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The broker is not responding, retrying…</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </div>
  );
}
