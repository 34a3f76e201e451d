import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderRoute } from '../../test/route';

describe('the connection list', () => {
  it('pages by cursor, asking only for the visible columns, and goes back along the way it came', async () => {
    const state = createSandboxState({ clients: 120, requireAuth: false });
    const { requests, router } = await renderRoute('/connections', { state, search: { limit: 50 } });
    const table = await screen.findByRole('table', { name: 'Connections' });
    await within(table).findAllByRole('link');
    const asked = new URL(requests.urls().find((url) => url.includes('/clients_v2'))!, 'http://x');
    expect(asked.searchParams.get('fields')).toBe('clientid,username,ip_address,port,node,connected,proto_name,proto_ver,keepalive,connected_at,subscriptions_cnt');
    expect(asked.searchParams.has('page')).toBe(false);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1');
    const firstRow = within(table).getAllByRole('link')[0]!.textContent;

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2'));
    expect(router.state.location.search).toMatchObject({ cursor: expect.any(String), limit: 50 });
    await waitFor(() => expect(within(table).getAllByRole('link')[0]!.textContent).not.toBe(firstRow));

    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1'));
    await waitFor(() => expect(within(table).getAllByRole('link')[0]!.textContent).toBe(firstRow));
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    // The first of the file to host the whole app: it pays for importing it, which a busy machine makes slow.
  });

  it('pages by number over GET /clients on a broker without the cursor listing', async () => {
    const { requests, server } = await renderRoute('/connections', { state: createSandboxState({ clients: 60, requireAuth: false }), search: { limit: 20 } });
    server.use(http.get('/api/v5/clients_v2', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 })));
    // The first answer may already be in: ask again, as a refresh would.
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(/Page \d+ of \d+/));
    expect(requests.list()).toContain('GET /clients');
  });

  it("kicks one client out from its row, after confirmation, keeping the others' selection", async () => {
    const { requests } = await renderRoute('/connections', { state: createSandboxState({ clients: 5, requireAuth: false }) });
    const table = await screen.findByRole('table', { name: 'Connections' });
    const [first, second] = (await within(table).findAllByRole('link')).map((link) => link.textContent ?? '');
    fireEvent.click(within(table).getByRole('checkbox', { name: `Select ${second}` }));
    fireEvent.click(within(table).getByRole('button', { name: `Kick out ${first}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kick out 1 client?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kick out' }));
    await waitFor(() => expect(requests.list()).toContain('POST /clients/kickout/bulk'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Kick out (1)' })).toBeEnabled();
  });
});
