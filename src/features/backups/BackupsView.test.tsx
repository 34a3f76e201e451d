import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { packBackup } from '../../../sandbox/model/backup-archive';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { BackupsView } from './BackupsView';
import { rowCells } from '../../test/table';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const NODE1 = 'emqx@node1.emqx.io';

const renderView = () => renderInRouter(<BackupsView search={{ page: 1, limit: 20 }} onSearchChange={() => undefined} />);

async function table() {
  const found = await screen.findByRole('table', { name: 'Backup files' });
  await within(found).findByText('emqx@node2.emqx.io');
  return found;
}

/** A backup holding one bad config root and a good one, uploaded to the first node. */
function brokenBackup(ms: number): string {
  const base = `emqx-export-2024-12-01-00-00-00.${String(ms).padStart(3, '0')}`;
  const content = { meta: { version: '5.8.1', edition: 'ee' }, config: { zones: 'none', sysmon: { os: { cpu_high_watermark: '75%' } } }, tables: new Map() };
  state.backups.push({ node: NODE1, filename: `${base}.tar.gz`, bytes: packBackup(base, content, 0), createdAt: Date.UTC(2024, 11, 1, 0, 0, 0, ms) });
  return `${base}.tar.gz`;
}

describe('BackupsView', () => {
  beforeEach(() => setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' }));

  it('lists every node’s files newest first with their size and time', async () => {
    renderView();
    const rows = rowCells(await table());
    const cells = (i: number) => rows[i]!;
    expect(cells(0)[1]).toBe('emqx@node2.emqx.io');
    expect(cells(1)[1]).toBe(NODE1);
    expect(cells(0)[2]).toMatch(/^\d+(\.\d+)? KB$/);
    expect(cells(0)[0]).toMatch(/^emqx-export-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.\d{3}\.tar\.gz/);
  });

  it('creates a backup after saying what it holds', async () => {
    const before = state.backups.length;
    renderView();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Create backup' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Create a backup?' });
    expect(within(dialog).getByText(/built-in database \(dashboard users, API keys, the blacklist/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create backup' }));
    await waitFor(() => expect(state.backups).toHaveLength(before + 1));
    const made = state.backups.at(-1)!;
    expect(await screen.findByRole('button', { name: `Restore ${made.filename}` })).toBeEnabled();
  });

  it('restores after a confirmation that says what is overwritten, and lists what the broker could not import', async () => {
    const filename = brokenBackup(1);
    renderView();
    await table();
    fireEvent.click(await screen.findByRole('button', { name: `Restore ${filename}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Restore ${filename}?` });
    expect(within(dialog).getByText(/The configuration and the data in this backup replace the current ones/)).toBeVisible();
    expect(within(dialog).getByText(/Connected clients may be affected/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    const alert = await screen.findByText(`${filename} was restored only in part`);
    expect(alert).toBeVisible();
    expect(screen.getByText('Failed to import the following config path: "zones", reason: expected an object')).toBeVisible();
    expect(state.configs.get('/configs/sysmon')).toMatchObject({ os: { cpu_high_watermark: '75%' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(`${filename} was restored only in part`)).not.toBeInTheDocument();
  });

  it('deletes a file from its node after confirmation', async () => {
    const filename = brokenBackup(2);
    renderView();
    await table();
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${filename}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${filename}?` });
    expect(within(dialog).getByText(`The file is removed from ${NODE1}. It cannot be restored afterwards: download it first to keep a copy.`)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.backups.some((b) => b.filename === filename)).toBe(false));
  });

  it('for a viewer, disables every control that would change something; downloads stay', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderView();
    const found = await table();
    expect(screen.getByRole('button', { name: 'Create backup' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const first = within(found).getAllByRole('row')[1]!;
    expect(within(first).getByRole('button', { name: /^Restore / })).toBeDisabled();
    expect(within(first).getByRole('button', { name: /^Delete / })).toBeDisabled();
    expect(within(first).getByRole('button', { name: /^Download / })).toBeEnabled();
  });
});
