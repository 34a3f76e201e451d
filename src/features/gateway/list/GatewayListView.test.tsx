import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../api/session';
import { activateLocale, loadCatalogs } from '../../../i18n/i18n';
import { renderInRouter } from '../../../test/render';
import { gatewaySandbox } from '../test-support';
import { GatewayListView } from './GatewayListView';

describe('GatewayListView', () => {
  const { state } = gatewaySandbox();
  afterEach(async () => {
    clearSession();
    await activateLocale('en');
  });

  const row = (table: HTMLElement, name: string) => within(table).getByText(name, { selector: 'span' }).closest('tr')!;

  it('lists the five gateways with status, listeners and the action each state offers; disabling asks first', async () => {
    const user = userEvent.setup();
    renderInRouter(<GatewayListView />);
    const table = await screen.findByRole('table', { name: 'Gateways' });
    await within(table).findByText('STOMP', { selector: 'span' });
    for (const name of ['CoAP', 'ExProto', 'LwM2M', 'MQTT-SN', 'STOMP']) expect(row(table, name)).toBeDefined();
    const stomp = row(table, 'STOMP');
    expect(within(stomp).getByText('Running')).toBeVisible();
    expect(await within(stomp).findByText(/61613/)).toBeVisible();
    expect(within(row(table, 'MQTT-SN')).getByText('Unloaded')).toBeVisible();
    expect(within(row(table, 'MQTT-SN')).getByRole('button', { name: 'Enable MQTT-SN' })).toBeEnabled();
    expect(within(row(table, 'LwM2M')).getByText('Stopped')).toBeVisible();

    await user.click(within(stomp).getByRole('checkbox', { name: 'Enable STOMP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable gateway STOMP?' });
    expect(dialog).toHaveTextContent('closes all its connections');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(state.gateways.loaded.get('stomp')?.config.enable).toBe(false));
    expect(await within(row(table, 'STOMP')).findByText('Stopped')).toBeVisible();
  });

  it('gives a viewer every switch and Enable disabled', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    renderInRouter(<GatewayListView />);
    const table = await screen.findByRole('table', { name: 'Gateways' });
    await within(table).findByText('STOMP', { selector: 'span' });
    expect(within(row(table, 'MQTT-SN')).getByRole('button', { name: 'Enable MQTT-SN' })).toBeDisabled();
    expect(within(row(table, 'STOMP')).getByRole('checkbox', { name: 'Enable STOMP' })).toBeDisabled();
  });

  it('speaks Chinese', async () => {
    await activateLocale('zh');
    await loadCatalogs(['extensions']);
    renderInRouter(<GatewayListView />);
    const table = await screen.findByRole('table', { name: '网关' });
    expect(await within(table).findAllByText('未加载')).not.toHaveLength(0);
  });
});
