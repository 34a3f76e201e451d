import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MessageBatcher } from './message-batcher';
import { MessagesPanel } from './MessagesPanel';
import { DEFAULT_CONNECTION_ID as ID, recordReceived, resetWsStore } from './ws-store';

afterEach(() => resetWsStore());

/** What the MQTT worker sends when the page fell behind: `received` messages, only the newest `kept` of them listed. */
function batchWithDropped(received: number, kept: number) {
  const batcher = new MessageBatcher(kept);
  for (let n = 0; n < received; n++) batcher.add(ID, { topic: 't/fast', payload: new TextEncoder().encode(`m${n}`), qos: 0, retain: false, time: n });
  return batcher.take()[0]!;
}

it('says how many received messages it could not show, next to the total', async () => {
  renderWithProviders(<MessagesPanel id={ID} />);
  expect(screen.getByText('No message received yet')).toBeInTheDocument();

  act(() => recordReceived(batchWithDropped(5, 2)));
  const counts = await screen.findByText(/5 messages in total/);
  expect(counts).toHaveTextContent('3 messages not shown: they arrived faster than the list could take them.');
  expect(counts).toHaveAttribute('data-shown', '2');
});

it('says nothing of unshown messages while it shows them all', async () => {
  renderWithProviders(<MessagesPanel id={ID} />);
  act(() => recordReceived(batchWithDropped(3, 3)));
  const counts = await screen.findByText(/3 messages in total/);
  expect(counts).not.toHaveTextContent('not shown');
});
