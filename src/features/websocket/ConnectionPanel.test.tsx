import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConnectionPanel } from './ConnectionPanel';
import { DEFAULT_CONNECTION_ID, getConnection, resetWsStore, updateConnection, type ConnectionStatus } from './ws-store';

afterEach(() => {
  vi.unstubAllGlobals();
  resetWsStore();
});

const setStatus = (status: ConnectionStatus) => act(() => updateConnection(DEFAULT_CONNECTION_ID, { status }));

it('folds the settings into one line once connected and unfolds them when the connection is not up', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ConnectionPanel id={DEFAULT_CONNECTION_ID} />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'p7');
  expect(screen.queryByRole('button', { name: 'Edit connection' })).toBeNull();

  setStatus('connected');
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  const summary = screen.getByTestId('connection-summary');
  expect(summary).toHaveTextContent('p7');
  expect(summary).toHaveTextContent(/ws:\/\/.+:8083\/mqtt/);
  expect(summary).toHaveTextContent(getConnection(DEFAULT_CONNECTION_ID)!.config.clientId);
  const edit = screen.getByRole('button', { name: 'Edit connection' });
  expect(edit).toHaveAttribute('aria-expanded', 'false');

  edit.focus();
  await user.keyboard('{Enter}');
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('p7');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await user.click(edit);
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

  setStatus('reconnecting');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('p7');
  setStatus('connected');
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  setStatus('disconnected');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
});

it('says why the client gave up, in the status and the alert', () => {
  renderWithProviders(<ConnectionPanel id={DEFAULT_CONNECTION_ID} />);
  act(() => updateConnection(DEFAULT_CONNECTION_ID, { status: 'disconnected', failure: { kind: 'refused', failed: 3, limit: 3 } }));
  expect(screen.getByRole('status')).toHaveTextContent('DisconnectedConnection refused · gave up after 3 failed attempts');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Check the host, port and path');
  expect(alert).toHaveTextContent('stopped retrying after 3 failed attempts; press Connect to try again');
  act(() => updateConnection(DEFAULT_CONNECTION_ID, { status: 'reconnecting', failure: { kind: 'refused', failed: 1, limit: 3 } }));
  expect(screen.getByRole('status')).toHaveTextContent('ReconnectingConnection refused · attempt 1 of 3 failed');
});

it('refuses ws:// up front when the console is served over https, on the Protocol field, and offers wss://', async () => {
  vi.stubGlobal('location', { protocol: 'https:', hostname: 'console.example' });
  const user = userEvent.setup();
  renderWithProviders(<ConnectionPanel id={DEFAULT_CONNECTION_ID} />);
  const protocol = screen.getByRole('combobox', { name: 'Protocol' });
  await user.selectOptions(protocol, 'ws://');
  await user.clear(screen.getByRole('textbox', { name: 'Host' }));
  await user.type(screen.getByRole('textbox', { name: 'Host' }), 'broker.example');
  expect(protocol).toHaveAttribute('aria-invalid', 'true');
  expect(protocol).toHaveAccessibleDescription(/Browsers block unencrypted ws:\/\/ connections from an https page/);
  expect(screen.getByRole('status')).toHaveTextContent('Blocked: ws:// from an https page');
  await user.click(screen.getByRole('button', { name: 'Use wss://' }));
  expect(protocol).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('button', { name: 'Use wss://' })).toBeNull();
  expect(screen.getByRole('status')).not.toHaveTextContent('Blocked');
  expect(getConnection(DEFAULT_CONNECTION_ID)!.config).toMatchObject({ protocol: 'wss', port: '8084' });
});
