import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MessageDetail } from './MessageDetail';
import type { MessageRecord } from './ws-store';

const TOPIC = 'factory/building-7/line-12/station-4/sensor-temperature-and-humidity-0042/raw';

const message = (payload: Uint8Array): MessageRecord => ({ id: 1, topic: TOPIC, payload, qos: 1, retain: false, time: Date.UTC(2026, 0, 2, 3, 4, 5) });

/** The payload's segment control starts after the first paint, placing its indicator and taking `data-ssr` off its items: wait for that, or it updates outside act. */
const segmentsStarted = () => waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Show payload as' }).querySelector('[data-ssr]')).toBeNull());

it('shows a binary payload in the shared viewer as hex, labelled binary with its size', async () => {
  renderWithProviders(<MessageDetail message={message(new Uint8Array([0x00, 0x01, 0xff, 0x48, 0x65, 0x6c, 0x6c, 0x6f]))} />);
  const detail = screen.getByRole('region', { name: 'Selected message' });
  expect(within(detail).getByText('Binary payload, 8 B')).toBeVisible();
  expect(within(detail).getByTestId('payload')).toHaveTextContent('00 01 ff 48 65 6c 6c 6f');
  expect(within(detail).queryByRole('radio', { name: 'Text' })).toBeNull();
  expect(within(detail).getByRole('button', { name: 'Download' })).toBeEnabled();
  await segmentsStarted();
});

it('shows text as text, and the topic on one line with a copy button', async () => {
  renderWithProviders(<MessageDetail message={message(new TextEncoder().encode('plain words'))} />);
  const detail = screen.getByRole('region', { name: 'Selected message' });
  expect(within(detail).getByTestId('payload')).toHaveTextContent('plain words');
  expect(within(detail).queryByText(/Binary payload/)).toBeNull();
  expect(within(detail).getByText(TOPIC)).toBeVisible();
  expect(within(detail).getByRole('button', { name: 'Copy topic' })).toBeVisible();
  await segmentsStarted();
});
