import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createSandboxState } from '../../../sandbox/handlers';
import { captureDownloads } from '../../test/downloads';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ImportUsersDialog } from './ImportUsersDialog';
import { globalUsersApi } from './authn-users-api';

const ID = 'scram:built_in_database';
const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const users = () => state.authn.find((a) => a.config.mechanism === 'scram')!.users!;
// A user picks any file with "All files" in the picker, whatever the field accepts.
const user = () => userEvent.setup({ applyAccept: false });

/**
 * jsdom's File, Blob and FormData cannot travel through Node's fetch (the file arrives empty), where a
 * browser has one set of them: the uploads here use Node's, as the sandbox that reads them does.
 */
async function useNodeFormData() {
  const form = await new Response('a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('Blob', NodeBlob);
}
const file = (content: string, name: string, type: string) => new NodeFile([content], name, { type }) as unknown as File;

/** The password type of every import the sandbox receives. */
function imports(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/import_users')) seen.push(url.searchParams.get('type'));
  });
  return seen;
}

function open() {
  const onDone = vi.fn();
  renderInRouter(<ImportUsersDialog api={globalUsersApi(ID)} onDone={onDone} onClose={vi.fn()} />);
  return { onDone };
}

describe('ImportUsersDialog', () => {
  beforeAll(() => useNodeFormData());
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('refuses to import without a file, or a file that is neither CSV nor JSON, saying so at the field', async () => {
    const sent = imports();
    open();
    const field = await screen.findByLabelText('File (CSV or JSON)');
    expect(field).toHaveAttribute('accept', '.csv,.json');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage('Choose a file to import.'));
    await user().upload(field, file('user_id,password\na,b\n', 'users.txt', 'text/plain'));
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage('Choose a .csv or .json file.'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('imports plain passwords from a CSV file and says so (EMQX 5.8.1 answers 204 without counts)', async () => {
    const sent = imports();
    const { onDone } = open();
    const csv = 'user_id,password,is_superuser\ncsv-new-1,pass-1,false\ngateway-01,pass-2,true\ncsv-no-password,,false\n';
    await user().upload(await screen.findByLabelText('File (CSV or JSON)'), file(csv, 'users.csv', 'text/csv'));
    expect(screen.getByLabelText('File (CSV or JSON)')).not.toBeInvalid();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users imported.');
    expect(sent).toEqual(['plain']);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(users().get('csv-new-1')).toEqual({ user_id: 'csv-new-1', password: 'pass-1', is_superuser: false });
    expect(users().get('gateway-01')).toMatchObject({ password: 'pass-2', is_superuser: true });
  });

  it('imports password hashes from a JSON file', async () => {
    const sent = imports();
    open();
    fireEvent.change(await screen.findByLabelText('Password type'), { target: { value: 'hash' } });
    const rows = [
      { user_id: 'json-1', password_hash: 'ab12', salt: 'cd34', is_superuser: true },
      { user_id: 'json-1', password_hash: 'ef56', salt: '78ab', is_superuser: false },
    ];
    await user().upload(screen.getByLabelText('File (CSV or JSON)'), file(JSON.stringify(rows), 'users.JSON', 'application/json'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Users imported.');
    expect(sent).toEqual(['hash']);
    expect(users().get('json-1')).toMatchObject({ user_id: 'json-1', password_hash: expect.any(String) });
  });

  it('downloads a template of the chosen format and password type', async () => {
    const downloads = captureDownloads();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV template' }));
    const { name: csvName, blob: csv } = downloads[0]!;
    expect(csvName).toBe('user-credentials-plain.csv');
    expect(csv.type).toBe('text/csv');
    expect(await csv.text()).toBe('user_id,password,is_superuser\nuser1,password1,true\nuser2,password2,false\n');

    fireEvent.change(screen.getByLabelText('Password type'), { target: { value: 'hash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON template' }));
    const { name: jsonName, blob: json } = downloads[1]!;
    expect(jsonName).toBe('user-credentials-hash.json');
    expect(json.type).toBe('application/json');
    const records = JSON.parse(await json.text()) as Record<string, unknown>[];
    expect(records.map((r) => Object.keys(r))).toEqual([
      ['user_id', 'password_hash', 'salt', 'is_superuser'],
      ['user_id', 'password_hash', 'salt', 'is_superuser'],
    ]);
  });
});
