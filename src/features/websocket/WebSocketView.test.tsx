import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WebSocketView } from './WebSocketView';
import { resetWsStore } from './ws-store';

afterEach(() => resetWsStore());

it('checks the port as it is typed and keeps what was typed', async () => {
  const user = userEvent.setup();
  renderWithProviders(<WebSocketView />);
  expect(screen.getByRole('heading', { level: 1, name: 'WebSocket client' })).toBeInTheDocument();
  expect(screen.getByText('Disconnected')).toBeInTheDocument();
  const port = screen.getByRole('textbox', { name: 'Port' });
  await user.clear(port);
  await user.type(port, '70000');
  expect(screen.getByText('Enter a whole number from 1 to 65535')).toBeInTheDocument();
  expect(port).toHaveValue('70000');
  expect(within(screen.getByRole('region', { name: 'Subscribe' })).getByRole('textbox', { name: 'Topic' })).toHaveValue('t/#');
});

it('opens new connections as tabs, up to six', async () => {
  const user = userEvent.setup();
  renderWithProviders(<WebSocketView />);
  for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: 'New connection' }));
  expect(within(screen.getByRole('tablist', { name: 'Connections' })).getAllByRole('tab')).toHaveLength(7);
  const tabs = within(screen.getByRole('tablist', { name: 'Connections' })).getAllByRole('tab');
  expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true');
});
