import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConnectionStatus } from './ws-store';

/** The spec's five states (docs/product-spec.md §4) of a WebSocket client, as the user reads them. */
export const STATUS_LABELS: Record<ConnectionStatus, MessageDescriptor> = {
  connecting: msg`Connecting`,
  connected: msg`Connected`,
  disconnecting: msg`Disconnecting`,
  disconnected: msg`Disconnected`,
  reconnecting: msg`Reconnecting`,
};

/** Colour palettes of the state badge and the tab's dot: semantic tokens, right in both themes. */
export const STATUS_PALETTES: Record<ConnectionStatus, string> = {
  connecting: 'orange',
  connected: 'green',
  disconnecting: 'orange',
  disconnected: 'gray',
  reconnecting: 'orange',
};
