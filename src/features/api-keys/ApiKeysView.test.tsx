import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ApiKeysView } from './ApiKeysView';
import { fromLocalInput, toLocalInput } from '../../components/expiry/expiry';
import { formatDateTime } from '../../i18n/format';

/** What the expiry input should start from for a dialog opened at `now`: 90 calendar days on, same local time. */
function ninetyDaysFrom(now: Date): string {
  const at = new Date(now);
  at.setDate(at.getDate() + 90);
  return toLocalInput(at);
}

const state = createSandboxState({ clients: 20, requireAuth: false });
serveSandbox(state);

async function table() {
  const found = await screen.findByRole('table', { name: 'API keys' });
  await within(found).findByText('grafana-exporter');
  return found;
}

describe('ApiKeysView', () => {
  it('lists keys with their state, expiry, role and description, an expired one marked', async () => {
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    const grafana = within(keys).getByText('grafana-exporter').closest('tr') as HTMLElement;
    expect(within(grafana).getByText('Never expires')).toBeVisible();
    expect(within(grafana).getByText('Viewer')).toBeVisible();
    expect(within(grafana).getByRole('checkbox', { name: 'Enable grafana-exporter' })).toBeChecked();
    const ci = within(keys).getByText('ci_deploy').closest('tr') as HTMLElement;
    expect(within(ci).getByText('Expired')).toBeVisible();
    expect(within(keys).getByRole('checkbox', { name: 'Enable line-7-publisher' })).not.toBeChecked();
  });

  it("checks the name as it is typed: 'Name is required', the name rule, a name taken", async () => {
    renderInRouter(<ApiKeysView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    const name = within(dialog).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '2nd key' } });
    expect(await within(dialog).findByText('Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)')).toBeVisible();
    fireEvent.change(name, { target: { value: 'ci_deploy' } });
    expect(await within(dialog).findByText('An API key with this name already exists')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/^Expires at/), { target: { value: toLocalInput(new Date(Date.now() - 60 * 60_000)) } });
    expect(await within(dialog).findByText('The selected time cannot be earlier than the current time')).toBeVisible();
  });

  it('creates a viewer key expiring in 90 days by default, and shows its secret once, with copy buttons and a warning', async () => {
    renderInRouter(<ApiKeysView />);
    await table();
    const before = new Date();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    const after = new Date();
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('viewer');
    expect(within(role).getByRole('option', { selected: true })).toHaveTextContent('Viewer');
    expect(role).toHaveAccessibleDescription(/An administrator key can do anything the REST API allows/);
    const expires = within(dialog).getByLabelText(/^Expires at/);
    // The dialog opened between the two readings of the clock: one of them names its minute.
    expect([ninetyDaysFrom(before), ninetyDaysFrom(after)]).toContain((expires as HTMLInputElement).value);
    expect(within(dialog).getByRole('checkbox', { name: 'Never expire' })).not.toBeChecked();
    expect(within(dialog).getByText('If a key that never expires leaks, it stays valid until someone deletes it.')).toBeVisible();
    const at = fromLocalInput((expires as HTMLInputElement).value)?.getTime();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'billing-sync' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Billing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('alertdialog', { name: 'API key billing-sync created' });
    const record = state.apiKeys.get('billing-sync');
    expect(record).toMatchObject({ role: 'viewer', desc: 'Billing', enable: true, expiredAt: at });
    expect(within(shown).getByText(record?.apiKey ?? '?')).toBeVisible();
    expect(within(shown).getByText(record?.apiSecret ?? '?')).toBeVisible();
    expect(within(shown).getByText(/This is the only time the secret key is shown/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy secret key' })).toBeVisible();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied the secret key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const keys = screen.getByRole('table', { name: 'API keys' });
    const row = (await within(keys).findByText('billing-sync')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Viewer')).toBeVisible();
    expect(within(row).getByText(formatDateTime(at, 'en'))).toBeVisible();
    expect(document.body.textContent).not.toContain(record?.apiSecret);
  });

  it('makes a key that never expires, or an administrator key, only when asked', async () => {
    renderInRouter(<ApiKeysView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'ops-admin' } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Never expire' }));
    expect(within(dialog).getByLabelText(/^Expires at/)).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'administrator' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('alertdialog', { name: 'API key ops-admin created' });
    expect(state.apiKeys.get('ops-admin')).toMatchObject({ role: 'administrator', expiredAt: 'infinity' });
    fireEvent.click(screen.getByRole('button', { name: 'I have copied the secret key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('disables a key from the list, and edits its description and expiry', async () => {
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    await userEvent.click(within(keys).getByRole('checkbox', { name: 'Enable grafana-exporter' }));
    await waitFor(() => expect(state.apiKeys.get('grafana-exporter')?.enable).toBe(false));
    // The broker's PUT resets a role it is not sent to administrator: the toggle keeps the viewer's.
    expect(state.apiKeys.get('grafana-exporter')).toMatchObject({ role: 'viewer', expiredAt: 'infinity' });

    fireEvent.click(within(keys).getByRole('button', { name: 'Edit grafana-exporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit API key grafana-exporter' });
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Grafana (paused)' } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Never expire' }));
    const until = new Date(Date.now() + 7 * 86_400_000);
    fireEvent.change(within(dialog).getByLabelText(/^Expires at/), { target: { value: toLocalInput(until) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.apiKeys.get('grafana-exporter')).toMatchObject({ desc: 'Grafana (paused)', enable: false }));
    expect(state.apiKeys.get('grafana-exporter')?.expiredAt).toBe(Math.floor(until.getTime() / 60_000) * 60_000);
  });

  it('edits an expired key without touching its expiry', async () => {
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    fireEvent.click(within(keys).getByRole('button', { name: 'Edit ci_deploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit API key ci_deploy' });
    // What the key has, not what a new key gets.
    const stored = state.apiKeys.get('ci_deploy');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('administrator');
    expect(within(dialog).getByLabelText(/^Expires at/)).toHaveValue(toLocalInput(new Date(stored?.expiredAt as number)));
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Retired pipeline' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.apiKeys.get('ci_deploy')?.desc).toBe('Retired pipeline'));
    expect(state.apiKeys.get('ci_deploy')).toMatchObject({ role: 'administrator', expiredAt: stored?.expiredAt });
  });

  it('deletes a key after confirmation', async () => {
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    fireEvent.click(within(keys).getByRole('button', { name: 'Delete line-7-publisher' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this API key?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(keys).queryByText('line-7-publisher')).toBeNull());
    expect(state.apiKeys.has('line-7-publisher')).toBe(false);
  });

  it('offers to create the first key where the empty list says there is none', async () => {
    const kept = new Map(state.apiKeys);
    state.apiKeys.clear();
    try {
      renderInRouter(<ApiKeysView />);
      const keys = await screen.findByRole('table', { name: 'API keys' });
      await within(keys).findByText('No API key yet');
      fireEvent.click(within(keys).getByRole('button', { name: 'Create API key' }));
      expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeVisible();
    } finally {
      for (const [name, key] of kept) state.apiKeys.set(name, key);
    }
  });

  it('gives a viewer every control that changes keys disabled', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeDisabled();
    expect(within(keys).getByRole('checkbox', { name: 'Enable grafana-exporter' })).toBeDisabled();
    expect(within(keys).getByRole('button', { name: 'Edit grafana-exporter' })).toBeDisabled();
    expect(within(keys).getByRole('button', { name: 'Delete grafana-exporter' })).toBeDisabled();
  });
});
