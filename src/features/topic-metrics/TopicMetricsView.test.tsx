import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { activateLocale, loadCatalogs } from '../../i18n/i18n';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { TopicMetricsView } from './TopicMetricsView';

const state = createSandboxState({ clients: 400, requireAuth: false });
serveSandbox(state);
const WILDCARDS = 'Topic metrics do not support wildcards (+ and #): enter a topic name, such as devices/1/telemetry';

async function table() {
  const found = await screen.findByRole('table', { name: 'Topic metrics' });
  await within(found).findByText('factory/line-1/telemetry');
  return found;
}

const rowOf = (found: HTMLElement, topic: string) =>
  within(found)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(topic))!;

describe('TopicMetricsView', () => {
  it('adds a topic: wildcards refused as typed, a $share/ prefix taken off and said so, the broker’s refusal shown in the dialog', async () => {
    const user = userEvent.setup();
    renderInRouter(<TopicMetricsView />);
    const found = await table();
    // A busy topic has counts, an unused one has none.
    expect(within(rowOf(found, 'factory/line-1/telemetry')).getAllByRole('cell')[1]?.textContent).not.toBe('0');
    expect(within(rowOf(found, 'devices/legacy/heartbeat')).getAllByRole('cell')[1]?.textContent).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add topic' }));
    const field = dialog.getByRole('textbox', { name: /^Topic/ });
    await user.type(field, 'factory/+');
    expect(dialog.getByText(WILDCARDS)).toBeVisible();
    await user.clear(field);
    expect(dialog.getByText('Topic is required')).toBeVisible();
    await user.paste('$share/g1/gw/eu-west/01/up');
    expect(dialog.getByText('The shared subscription prefix $share/g1/ is taken off: messages published to gw/eu-west/01/up are counted.')).toBeVisible();
    // Already counted: the broker says so, and the dialog stays with what was typed.
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Topic already registered')).toBeVisible();
    expect(field).toHaveValue('$share/g1/gw/eu-west/01/up');

    await user.clear(field);
    await user.paste('$share/g1/factory/line-5/telemetry');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add topic' })).toBeNull());
    expect(state.topicMetrics.has('factory/line-5/telemetry')).toBe(true);
    expect(await within(found).findByText('factory/line-5/telemetry')).toBeVisible();
  });

  it('filters by topic text, shows one topic by QoS, resets one and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderInRouter(<TopicMetricsView />);
    const found = await table();
    await user.type(screen.getByRole('searchbox', { name: 'Topic contains' }), 'EU-WEST');
    await waitFor(() => expect(within(found).queryByText('factory/line-1/telemetry')).toBeNull());
    expect(within(found).getByText('gw/eu-west/01/up')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Topic contains' }));

    await user.click(await within(found).findByRole('button', { name: 'Messages of factory/line-1/telemetry by QoS' }));
    const detail = within(await screen.findByRole('dialog', { name: 'factory/line-1/telemetry' }));
    const byQos = await detail.findByRole('table', { name: 'Messages by QoS' });
    expect(
      within(byQos)
        .getAllByRole('row')
        .map((r) => r.firstElementChild?.textContent),
    ).toEqual(['QoS', 'QoS 0', 'QoS 1', 'QoS 2', 'All']);
    await user.keyboard('{Escape}');

    await user.click(within(found).getByRole('button', { name: 'Reset factory/line-1/telemetry' }));
    const reset = within(await screen.findByRole('alertdialog', { name: 'Reset the metrics of factory/line-1/telemetry?' }));
    await user.click(reset.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(state.topicMetrics.get('factory/line-1/telemetry')?.resetAt).toBeDefined());

    await user.click(within(found).getByRole('button', { name: 'Delete devices/legacy/heartbeat' }));
    const del = within(await screen.findByRole('alertdialog', { name: 'Delete the metrics of devices/legacy/heartbeat?' }));
    await user.click(del.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(found).queryByText('devices/legacy/heartbeat')).toBeNull());
    expect(state.topicMetrics.has('devices/legacy/heartbeat')).toBe(false);
  });

  it('for a viewer, disables adding, resetting and deleting; reads in Chinese', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    await act(async () => {
      await activateLocale('zh');
      await loadCatalogs(['diagnose']);
    });
    try {
      renderInRouter(<TopicMetricsView />);
      const found = await screen.findByRole('table', { name: '主题监控' });
      await within(found).findByText('gw/eu-west/01/up');
      expect(screen.getByRole('button', { name: '添加主题' })).toBeDisabled();
      expect(within(found).getByRole('button', { name: '重置 gw/eu-west/01/up' })).toBeDisabled();
    } finally {
      setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
      await act(() => activateLocale('en'));
    }
  });
});
