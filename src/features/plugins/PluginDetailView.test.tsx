import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { nameVsn } from '../../../sandbox/model/plugins';
import { setSession } from '../../api/session';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { cachedQueriesOf, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { PluginDetailView } from './PluginDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);
const TEMPLATE = 'emqx_plugin_template-5.0.0';
const template = () => state.plugins.find((p) => nameVsn(p) === TEMPLATE)!;

describe('PluginDetailView', () => {
  beforeEach(() => setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' }));

  it('shows what the plugin is, its status per node and its README drawn as text', async () => {
    renderInRouter(<PluginDetailView name={TEMPLATE} />);
    expect(await screen.findByRole('heading', { level: 1, name: TEMPLATE })).toBeVisible();
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText('EMQX Team · emqx-support@emqx.io')).toBeVisible();
    expect(within(about).getByRole('link', { name: 'https://github.com/emqx/emqx-plugin-template' })).toHaveAttribute('rel', 'noopener noreferrer');
    const nodes = screen.getByRole('table', { name: 'Status by node' });
    expect(within(nodes).getAllByText('Running')).toHaveLength(3);
    const readme = screen.getByRole('region', { name: 'Readme' });
    expect(within(readme).getByRole('heading', { level: 3, name: 'EMQX plugin template' })).toBeVisible();
    expect(within(readme).getByText('make rel')).toBeVisible();
  });

  it('edits the config on the schema form: a bad value is refused by the form, a good one saved', async () => {
    renderInRouter(<PluginDetailView name={TEMPLATE} />);
    const form = await screen.findByRole('region', { name: 'Configuration' });
    const port = await within(form).findByRole('spinbutton', { name: /^Port/ });
    expect(port).toHaveValue(3306);
    fireEvent.change(port, { target: { value: '99999999999' } });
    expect(await within(form).findByText(/2147483647/)).toBeVisible();
    fireEvent.change(port, { target: { value: '1884' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Hostname/ }), { target: { value: 'relay.plant-7.internal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    fireEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(template().config).toMatchObject({ port: 1884, hostname: 'relay.plant-7.internal' }));
  });

  it('uninstalls the plugin after confirmation and leaves without asking for it again', async () => {
    const name = nameVsn(state.plugins.find((p) => nameVsn(p) !== TEMPLATE)!);
    const { history, queryClient } = renderAtRoutes({ plugins: () => <p>The list</p>, [`plugins/detail/${name}`]: () => <PluginDetailView name={name} /> }, `/plugins/detail/${name}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Uninstall' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Uninstall ${name}?` });
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uninstall' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/plugins');
    // The uninstall forgets the plugin once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, `/plugins/${name}`)).toEqual([]));
    expect(requests.of(`/plugins/${name}`)).toEqual([`DELETE /plugins/${name}`]);
  });

  it('stops the plugin after confirmation', async () => {
    renderInRouter(<PluginDetailView name={TEMPLATE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Stop ${TEMPLATE}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect([...template().status.values()]).toEqual(['stopped', 'stopped', 'stopped']));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
  });
});
