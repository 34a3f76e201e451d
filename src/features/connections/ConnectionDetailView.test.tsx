import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { cachedQueriesOf, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { ConnectionDetailView } from './ConnectionDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);

describe('ConnectionDetailView', () => {
  it('kicks the client out and leaves for the list without asking for the client again', async () => {
    const user = userEvent.setup();
    const id = '温度传感器-01';
    const { history, queryClient } = renderAtRoutes({ connections: () => <p>The list</p>, 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${encodeURIComponent(id)}`);
    await user.click(await screen.findByRole('button', { name: 'Kick out' }));
    requests.clear();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kick out' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/connections');
    // The kick-out forgets the client once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, `/clients/${id}`)).toEqual([]));
    expect(requests.of(`/clients/${id}`)).toEqual([`DELETE /clients/${id}`]);
  });

  it("shows an MQTT 3.1.1 client's fields as that version names them, without MQTT 5's subscription options", async () => {
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${encodeURIComponent('legacy%20client')}`);
    expect(await screen.findByText('MQTT v3.1.1')).toBeVisible();
    expect(screen.getByText('Clean session')).toBeVisible();
    expect(screen.queryByText('Clean start')).toBeNull();
    // No limit is said so, not left as a dash.
    expect(screen.getByText(/^\d+ \/ Unlimited$/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /Subscriptions/ }));
    const table = await screen.findByRole('table', { name: 'Subscriptions of this client' });
    expect(within(table).getByRole('columnheader', { name: /Topic/ })).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: /No local/ })).toBeNull();
  });

  it('subscribes to several topics in one request, and unsubscribes the selected ones in one', async () => {
    const user = userEvent.setup();
    const id = 'bridge-edge-01';
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${id}?tab=subscriptions`);
    const form = await screen.findByRole('form', { name: 'Subscribe the client' });
    await user.type(within(form).getByRole('textbox', { name: /Topic/ }), 'bulk/a{Enter}bulk/+/#/x');
    await user.click(within(form).getByRole('button', { name: 'Subscribe to 2' }));
    expect(within(form).getByText("'+' and '#' must fill a whole level, and '#' must be the last")).toBeVisible();
    await user.clear(within(form).getByRole('textbox', { name: /Topic/ }));
    await user.type(within(form).getByRole('textbox', { name: /Topic/ }), 'bulk/a{Enter}bulk/b{Enter}bulk/a');
    requests.clear();
    await user.click(within(form).getByRole('button', { name: 'Subscribe to 2' }));
    const table = await screen.findByRole('table', { name: 'Subscriptions of this client' });
    expect(await within(table).findByText('bulk/b')).toBeVisible();
    expect(requests.of(`/clients/${id}/subscribe/bulk`)).toEqual([`POST /clients/${id}/subscribe/bulk`]);
    await user.click(within(table).getByRole('checkbox', { name: 'Select bulk/a' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select bulk/b' }));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe (2)' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unsubscribe from 2 topics?' })).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(within(table).queryByText('bulk/b')).toBeNull());
    expect(within(table).queryByText('bulk/a')).toBeNull();
    expect(requests.of(`/clients/${id}/unsubscribe/bulk`)).toEqual([`POST /clients/${id}/unsubscribe/bulk`]);
  });

  const lagging = 'bridge-edge-02';

  it("shows a lagging client's backlog against its limits, and opens a queued message", async () => {
    const user = userEvent.setup();
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${lagging}?tab=messages`);
    const queued = await screen.findByRole('table', { name: 'Queued messages' });
    expect(await within(queued).findAllByRole('button', { name: /^Open the message to / })).not.toHaveLength(0);
    expect(screen.getByText(/\/ 1,000 messages queued/)).toBeVisible();
    expect(screen.getByText(/^32 \/ 32 messages sent/)).toBeVisible();
    await user.click(within(queued).getAllByRole('button', { name: /^Open the message to / })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Waiting since')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The next page starts after the last message shown.
    const pages = screen.getAllByRole('navigation', { name: 'Pages' })[0]!;
    requests.clear();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.urls().some((url) => url.startsWith(`/clients/${lagging}/mqueue_messages?`) && /position=\d+_0/.test(url))).toBe(true));
  });

  it('says which source and rule decide whether the client may subscribe, and that its cache answers first', async () => {
    const user = userEvent.setup();
    const id = 'prometheus-exporter';
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${id}?tab=authorization`);
    const form = await screen.findByRole('form', { name: 'Check an action' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Subscribe');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByText('Topic is required')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Topic/ }), '$SYS/brokers/+/metrics/#');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    const answer = await screen.findByRole('status', { name: 'The answer' });
    expect(await within(answer).findByText(/by File\./)).toBeVisible();
    expect(within(answer).getByText(/line 3/)).toBeVisible();
    expect(within(answer).getByText(/no rule matches/)).toBeVisible();
    expect(await within(answer).findByText(/cache answers first/)).toBeVisible();
  });

  it('lists the authorization cache with its denials, and clears it', async () => {
    const user = userEvent.setup();
    // It never publishes: nothing refills its cache after the clear.
    const id = 'prometheus-exporter';
    renderAtRoutes({ 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${id}?tab=authorization`);
    const cache = await screen.findByRole('table', { name: `Authorization cache of ${id}` });
    expect(await within(cache).findByText('Denied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear cache' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cache' }));
    expect(await within(cache).findByText(/The cache is empty/)).toBeVisible();
  });

  it('bans the client by its ID for a day and kicks it out', async () => {
    const user = userEvent.setup();
    const id = 'bridge-edge-01';
    renderAtRoutes({ connections: () => <p>The list</p>, 'connections/detail/$clientId': ConnectionDetailView }, `/connections/detail/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the blacklist' });
    expect(within(dialog).getByLabelText(/^Value/)).toHaveValue(id);
    expect(within(dialog).getByRole('checkbox', { name: 'Also kick out the client now' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect([...state.banned.values()].some((ban) => ban.who === id)).toBe(true);
  });
});
