import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { packBackup } from '../../../sandbox/model/backup-archive';
import { setSession } from '../../api/session';
import { activateLocale, loadCatalogs } from '../../i18n/i18n';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { MAX_UPLOAD_BYTES } from './backup-model';
import { UploadBackupDialog } from './UploadBackupDialog';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const BASE = 'emqx-export-2024-06-01-08-00-00.000';

function backupFile(name = `${BASE}.tar.gz`): File {
  const bytes = packBackup(BASE, { meta: { version: '5.8.1', edition: 'ee' }, config: { sysmon: {} }, tables: new Map() }, 0);
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/gzip' });
}

const choose = async (file: File) => fireEvent.change(await screen.findByLabelText(/Backup file/), { target: { files: [file] } });

describe('UploadBackupDialog', () => {
  let requests = 0;
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/data/files') && request.method === 'POST') requests++;
    });
  });
  beforeEach(() => setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' }));

  it('refuses a missing file, another extension and a file too big by the field, without asking the broker', async () => {
    renderInRouter(<UploadBackupDialog onClose={() => undefined} onUploaded={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a backup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please upload the file first')).toBeVisible();

    await choose(new File(['{}'], 'backup.json'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Only .tar.gz backup files can be uploaded.')).toBeVisible();

    const huge = backupFile();
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await choose(huge);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText(/too big to upload here: please use the command line tool \(emqx ctl data import\)/)).toBeVisible();
    expect(requests).toBe(0);
  });

  it('uploads a backup, and shows the broker’s reason when it refuses one', async () => {
    const uploaded: string[] = [];
    renderInRouter(<UploadBackupDialog onClose={() => undefined} onUploaded={(name) => uploaded.push(name)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a backup' });
    await choose(backupFile('renamed.tar.gz'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('The backup was not uploaded')).toBeVisible();
    expect(within(dialog).getByText(/all files in the archive must be under <backup name> directory/)).toBeVisible();

    await choose(backupFile());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploaded).toEqual([`${BASE}.tar.gz`]));
    expect(state.backups.some((b) => b.filename === `${BASE}.tar.gz` && b.node === 'emqx@node1.emqx.io')).toBe(true);
  });

  it('speaks Chinese, the command line tool included', async () => {
    await activateLocale('zh');
    await loadCatalogs(['diagnose']);
    renderInRouter(<UploadBackupDialog onClose={() => undefined} onUploaded={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '上传备份' });
    const huge = backupFile();
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    fireEvent.change(within(dialog).getByLabelText(/备份文件/), { target: { files: [huge] } });
    expect(within(dialog).getByText(/命令行工具/)).toBeVisible();
    await activateLocale('en');
  });
});
