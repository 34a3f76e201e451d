import { Alert, Code, List } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { listenerMoves, noListenerLeft, type ConsoleListeners, type ConsoleProtocol } from './console-address';

const PROTOCOL_NAMES: Record<ConsoleProtocol, string> = { http: 'HTTP', https: 'HTTPS' };

/**
 * What a change of the dashboard's listeners does to the operator's way in: each listener that moves,
 * with the console's new address, and a plain warning when nothing will serve it any more.
 */
export function ListenerMoveNotice({ before, after }: { before: ConsoleListeners; after: ConsoleListeners }) {
  const { t } = useLingui();
  const moves = listenerMoves(before, after, window.location);
  if (moves.length === 0) return null;
  const unreachable = noListenerLeft(after);
  return (
    <Alert.Root status={unreachable ? 'error' : 'warning'} my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {unreachable ? (
            <Trans>With no listener left, nobody can reach the console or its API once this is saved.</Trans>
          ) : (
            <Trans>Saving moves the console: it is served on these listeners.</Trans>
          )}
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {moves.map(({ protocol, address, servesThisPage }) => {
              const name = PROTOCOL_NAMES[protocol];
              return (
                <List.Item key={protocol}>
                  {address ? (
                    <Trans>
                      {name}: the console answers at <Code>{address}</Code>.
                    </Trans>
                  ) : (
                    <Trans>{name}: switched off.</Trans>
                  )}{' '}
                  {servesThisPage ? t`This page came through it and stops answering once saved.` : null}
                </List.Item>
              );
            })}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
