import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { ApiKeysView } from './ApiKeysView';
import { toLocalInput } from '../../components/expiry/expiry';

const state = createSandboxState({ clients: 20, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));

async function table() {
  const found = await screen.findByRole('table', { name: 'API keys' });
  await within(found).findByText('grafana-exporter');
  return found;
}

describe('ApiKeysView', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

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
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Never expire' }));
    fireEvent.change(within(dialog).getByLabelText(/^Expires at/), { target: { value: toLocalInput(new Date(Date.now() - 60 * 60_000)) } });
    expect(await within(dialog).findByText('The selected time cannot be earlier than the current time')).toBeVisible();
  });

  it('creates a key and shows its secret once, with copy buttons and a warning', async () => {
    renderInRouter(<ApiKeysView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'billing-sync' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'publisher' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Billing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('alertdialog', { name: 'API key billing-sync created' });
    const record = state.apiKeys.get('billing-sync');
    expect(record).toMatchObject({ role: 'publisher', desc: 'Billing', enable: true, expiredAt: 'infinity' });
    expect(within(shown).getByText(record?.apiKey ?? '?')).toBeVisible();
    expect(within(shown).getByText(record?.apiSecret ?? '?')).toBeVisible();
    expect(within(shown).getByText(/This is the only time the secret key is shown/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy secret key' })).toBeVisible();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied the secret key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const keys = screen.getByRole('table', { name: 'API keys' });
    expect(await within(keys).findByText('billing-sync')).toBeVisible();
    expect(document.body.textContent).not.toContain(record?.apiSecret);
  });

  it('disables a key from the list, and edits its description and expiry', async () => {
    renderInRouter(<ApiKeysView />);
    const keys = await table();
    await userEvent.click(within(keys).getByRole('checkbox', { name: 'Enable grafana-exporter' }));
    await waitFor(() => expect(state.apiKeys.get('grafana-exporter')?.enable).toBe(false));

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
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Retired pipeline' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.apiKeys.get('ci_deploy')?.desc).toBe('Retired pipeline'));
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
