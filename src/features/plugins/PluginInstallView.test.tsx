import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gzipSync } from 'node:zlib';
import { createSandboxState } from '../../../sandbox/handlers';
import { writeTar } from '../../../sandbox/lib/tar';
import { nameVsn } from '../../../sandbox/model/plugins';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { PluginInstallView } from './PluginInstallView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

function packageFile(name: string, release: object): File {
  const bytes = gzipSync(writeTar([{ name: `${name}/release.json`, content: JSON.stringify(release) }]));
  return new File([bytes], `${name}.tar.gz`, { type: 'application/gzip' });
}

const choose = async (file: File) => fireEvent.change(await screen.findByLabelText(/Plugin package/), { target: { files: [file] } });

describe('PluginInstallView', () => {
  beforeEach(() => setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' }));

  it('asks for a file first, refuses another extension at once, shows the broker refusal by the field', async () => {
    renderInRouter(<PluginInstallView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Please upload the file first')).toBeVisible();

    await choose(new File(['PK'], 'emqx_hello-1.0.0.zip'));
    expect(screen.getByText('Only .tar.gz plugin packages can be installed.')).toBeVisible();
    expect(screen.queryByText('Please upload the file first')).not.toBeInTheDocument();

    await choose(new File(['not gzip'], 'emqx_hello-1.0.0.tar.gz'));
    expect(screen.queryByText('Only .tar.gz plugin packages can be installed.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('The plugin was not installed')).toBeVisible();
    expect(screen.getByText(/failed_to_extract_plugin_package: emqx_hello-1.0.0.tar.gz/)).toBeVisible();
  });

  it('uploads a package: the broker has it, stopped', async () => {
    renderInRouter(<PluginInstallView />);
    await choose(packageFile('emqx_hello-1.0.0', { name: 'emqx_hello', rel_vsn: '1.0.0', rel_apps: [], description: 'Hello' }));
    expect(await screen.findByText(/Chosen: emqx_hello-1.0.0.tar.gz/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(state.plugins.map(nameVsn)).toContain('emqx_hello-1.0.0'));
    expect([...state.plugins.at(-1)!.status.values()].every((s) => s === 'stopped')).toBe(true);
  });

  it('for a viewer, disables Install', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<PluginInstallView />);
    expect(await screen.findByRole('button', { name: 'Install' })).toBeDisabled();
  });
});
