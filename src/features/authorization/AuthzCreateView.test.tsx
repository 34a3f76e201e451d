import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { codeEditorText, replaceCodeEditorText } from '../../test/code-editor';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthzCreateView } from './AuthzCreateView';
import { AuthzDetailView } from './AuthzDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const source = (type: string) => state.authz.sources.find((s) => s.config.type === type)?.config;

describe('AuthzCreateView', () => {
  it('offers every type once: those in use shown added with a link to them, Redis its modes', async () => {
    renderInRouter(<AuthzCreateView />);
    // The seed holds the built-in database and the file.
    const file = await screen.findByRole('link', { name: 'Open File' });
    expect(file.getAttribute('href')).toMatch(/authorization\/detail\/file$/);
    expect(screen.getByRole('link', { name: 'Open Built-in database' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'File' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Built into EMQX', 'External databases', 'External services']);
    await userEvent.click(screen.getByRole('button', { name: 'Redis' }));
    expect(await screen.findByRole('radio', { name: 'Sentinel' })).toBeVisible();
    expect(await screen.findByLabelText(/^Redis command/)).toBeVisible();
    // Back to the gallery and the same type again: what was typed is kept.
    // EMQX's defaults are filled in: the local server and its command.
    const server = screen.getByRole('textbox', { name: /^Server\b/ });
    expect(server).toHaveValue('127.0.0.1:6379');
    await userEvent.clear(server);
    await userEvent.type(server, 'redis.internal:6379');
    fireEvent.click(screen.getByRole('button', { name: 'Change type' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redis' }));
    expect(await screen.findByRole('textbox', { name: /^Server\b/ })).toHaveValue('redis.internal:6379');
  });

  it('creates an LDAP source from its own settings', async () => {
    renderInRouter(<AuthzCreateView />);
    await userEvent.click(await screen.findByRole('button', { name: 'LDAP' }));
    await userEvent.type(await screen.findByLabelText(/^Base DN/), 'uid=${{username},ou=mqtt,dc=emqx,dc=io');
    await userEvent.type(screen.getByRole('textbox', { name: /^Server\b/ }), 'ldap.internal:389');
    await userEvent.type(screen.getByRole('textbox', { name: /^Username/ }), 'cn=root,dc=emqx,dc=io');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(source('ldap')).toMatchObject({ type: 'ldap', base_dn: 'uid=${username},ou=mqtt,dc=emqx,dc=io', server: 'ldap.internal:389' }));
  });

  it('creates a file source with its rules typed as text', async () => {
    state.authz.sources = state.authz.sources.filter((s) => s.config.type !== 'file');
    renderInRouter(<AuthzCreateView />);
    await userEvent.click(await screen.findByRole('button', { name: 'File' }));
    await replaceCodeEditorText(/^ACL rules/, '{allow, all}.');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(source('file')).toMatchObject({ type: 'file', enable: true, rules: '{allow, all}.' }));
  });
});

describe('AuthzDetailView', () => {
  it('lists the problems of the rules by line as they are typed', async () => {
    renderInRouter(<AuthzDetailView type="file" />);
    expect(await codeEditorText(/^ACL rules/)).toContain('{allow, all}.');
    await replaceCodeEditorText(/^ACL rules/, '{allow, all}.\n{Deny, all}');
    const problems = await screen.findByRole('list', { name: 'Problems in the rules' });
    expect(problems).toHaveTextContent(/Line 2: Deny starts with a capital letter/);
    await replaceCodeEditorText(/^ACL rules/, '{allow, all}.');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problems in the rules' })).toBeNull());
  });

  it('edits the file source rules in the code editor and saves them', async () => {
    renderInRouter(<AuthzDetailView type="file" />);
    await replaceCodeEditorText(/^ACL rules/, '{deny, all}.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The changes are shown before they are sent.
    const confirm = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(source('file')?.rules).toBe('{deny, all}.'));
    // Saved: nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
});
