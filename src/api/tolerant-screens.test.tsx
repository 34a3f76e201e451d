/**
 * Screens fed answers that depart from the API document (issue 39): fields the document does not
 * name change nothing; a field of another type that the screen does not read is never said and
 * takes nothing down; a field it does read is said once and the rest of the screen is shown.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../sandbox/handlers';
import { API } from '../../sandbox/handlers/api';
import { renderRoute, routeServer } from '../test/route';

type Item = Record<string, unknown>;

interface ScreenCase {
  name: string;
  path: string;
  params?: Record<string, string>;
  /** The GET whose answer is altered (an msw path). */
  api: string;
  /** The items of the answer a change applies to. */
  items: (body: unknown) => Item[];
  unread: Item;
  read: Item;
  /** What the screen shows of the rest, whatever the departure. */
  shows: () => Promise<unknown>;
  /** The field that was read, as the toast names it. */
  readField: string;
  /** What the screen shows of the field it read. */
  showsRead: () => Promise<HTMLElement[]>;
}

const pageItems = (body: unknown): Item[] => (body as { data: Item[] }).data;
const NODE = 'emqx@node1.emqx.io';

const CASES: ScreenCase[] = [
  {
    name: 'current alarms',
    path: '/alarm/current-alarm',
    api: `${API}/alarms`,
    items: pageItems,
    unread: { deactivate_at: { when: 1 } },
    read: { message: 4242 },
    shows: () => screen.findByRole('table', { name: /alarms/i }),
    readField: 'data[].message',
    showsRead: () => screen.findAllByText('4242'),
  },
  {
    name: 'blacklist',
    path: '/blacklist',
    api: `${API}/banned`,
    items: pageItems,
    unread: { by: ['not', 'text'] },
    read: { reason: 4242 },
    shows: () => screen.findByRole('table', { name: 'Blacklist' }),
    readField: 'data[].reason',
    showsRead: () => screen.findAllByText('4242'),
  },
  {
    name: 'node detail',
    path: '/dashboard/nodes/$nodeName',
    params: { nodeName: NODE },
    api: `${API}/nodes/:node`,
    items: (body) => [body as Item],
    unread: { sys_path: { not: 'text' } },
    read: { role: 4242 },
    shows: () => screen.findByRole('heading', { level: 1 }),
    readField: 'role',
    showsRead: () => screen.findAllByText(/4242/),
  },
];

/** The sandbox's answer to `api`, with `change` applied to each of its items. */
function alter(state: ReturnType<typeof createSandboxState>, api: string, items: ScreenCase['items'], change: Item): void {
  const sandbox = createSandboxHandlers(state);
  routeServer({ state }).use(
    http.get(api, async ({ request }) => {
      const real = (await getResponse(sandbox, request))!;
      const body: unknown = await real.json();
      for (const item of items(body)) Object.assign(item, change);
      return HttpResponse.json(body as never, { status: real.status });
    }),
  );
}

const misfitToast = (field: string) => expect.stringContaining(`has ${field} in a form this console does not know`);

describe.each(CASES)('$name, fed answers that depart from the document', (c) => {
  it('shows an answer with fields the document does not name as it is', async () => {
    const state = createSandboxState({ clients: 0, requireAuth: false });
    alter(state, c.api, c.items, { an_unnamed_field: { nested: [1, 2] } });
    const { toasts } = await renderRoute(c.path, { state, params: c.params });
    expect(await c.shows()).toBeVisible();
    expect(toasts).toEqual([]);
  });

  it('shows the screen and says nothing when a field it does not read has another type', async () => {
    const state = createSandboxState({ clients: 0, requireAuth: false });
    alter(state, c.api, c.items, c.unread);
    const { toasts } = await renderRoute(c.path, { state, params: c.params });
    expect(await c.shows()).toBeVisible();
    expect(screen.queryByText(/could not be (loaded|read)/)).toBeNull();
    // The toast of a field read comes in a timeout after the render that read it (reportMisfitRead):
    // React's pending renders done, then the timeouts they set.
    await act(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([]);
  });

  it('shows the rest and says once which field it read in a form it does not know', async () => {
    const state = createSandboxState({ clients: 0, requireAuth: false });
    alter(state, c.api, c.items, c.read);
    const { toasts } = await renderRoute(c.path, { state, params: c.params });
    expect(await c.shows()).toBeVisible();
    expect((await c.showsRead())[0]).toBeVisible();
    await waitFor(() => expect(toasts, toasts.join(' | ')).toEqual([misfitToast(c.readField)]));
    expect(within(document.body).queryByText(/could not be (loaded|read)/)).toBeNull();
  });
});
