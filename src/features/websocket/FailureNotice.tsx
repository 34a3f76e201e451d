import { Alert, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Failure, FailureCause } from './connection-failure';
import { CONNECT_TIMEOUT_MS } from './mqtt-options';
import { hexCode } from './reason-codes';
import { failureText } from './ws-client';
import type { ConnectionStatus } from './ws-store';

/** The failure in the status line: what happened, and how far the retries got. */
export function FailureStatus({ failure, status }: { failure: Failure; status: ConnectionStatus }) {
  const { failed = 0, limit = 0 } = failure;
  return (
    <Text as="span" fontSize="sm" data-testid="connection-failure">
      {failureText(failure)}
      {failed && status === 'disconnected' ? (
        <>
          {' · '}
          <Plural value={failed} one="gave up after # failed attempt" other="gave up after # failed attempts" />
        </>
      ) : failed && status === 'reconnecting' ? (
        <>
          {' · '}
          <Trans>
            attempt {failed} of {limit} failed
          </Trans>
        </>
      ) : null}
    </Text>
  );
}

/** What the operator can check or change for each kind of failure. */
function Advice({ cause }: { cause: FailureCause }) {
  const seconds = CONNECT_TIMEOUT_MS / 1000;
  switch (cause.kind) {
    case 'refused':
      return <Trans>Nothing accepted a WebSocket connection at this address. Check the host, port and path, and that the broker has a WebSocket listener there (EMQX: ws on 8083, wss on 8084).</Trans>;
    case 'timeout':
      return <Trans>The broker did not answer within {seconds} seconds. Check the host and port, and that no firewall or proxy holds the connection.</Trans>;
    case 'closed':
      return <Trans>The server accepted the WebSocket connection but closed it without answering. Check the path (EMQX uses /mqtt) and the MQTT version.</Trans>;
    case 'lost':
      return <Trans>The connection to the broker was lost.</Trans>;
    case 'reason':
      return (
        <>
          {failureText(cause)} ({hexCode(cause.code)})
        </>
      );
    case 'mixed-content':
      return <Trans>This console is served over https, and browsers block unencrypted ws:// connections from https pages (mixed content). Use wss:// instead.</Trans>;
    case 'worker':
      return <Trans>The browser could not run the part of the console that holds MQTT connections. Reload the page and connect again.</Trans>;
    case 'error':
      return <>{cause.message}</>;
  }
}

/** The explanation under the status line while the connection is down or retrying. */
export function FailureAlert({ failure, status }: { failure: Failure; status: ConnectionStatus }) {
  const down = status === 'disconnected';
  const { failed } = failure;
  return (
    <Alert.Root status={down ? 'error' : 'warning'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {down ? <Trans>The connection is down</Trans> : failed ? <Trans>Could not connect; trying again</Trans> : <Trans>The connection was lost</Trans>}
        </Alert.Title>
        <Alert.Description>
          <Advice cause={failure} />
          {down && failed ? (
            <>
              {' '}
              <Plural
                value={failed}
                one="The console stopped retrying after # failed attempt; press Connect to try again."
                other="The console stopped retrying after # failed attempts; press Connect to try again."
              />
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
