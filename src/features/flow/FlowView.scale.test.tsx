import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { CAPABILITIES } from '../../api/capabilities';
import { renderAtRoutes } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { RULES_PAGE } from './flow-queries';
import { FlowView } from './FlowView';
import { columnX } from './geometry';
import { columnOf } from './topology';
import { growEstate } from './test/large-estate';
import { FIRST_RULES, MOST_MATCHED_RULES } from './topology-filter';

/** Where React Flow drew a node: its translate, in the graph's coordinates. */
function drawnAt(id: string): { x: number; y: number } | undefined {
  const node = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
  const match = /translate\(([-\d.]+)px, ?([-\d.]+)px\)/.exec(node?.style.transform ?? '');
  return match ? { x: Number(match[1]), y: Number(match[2]) } : undefined;
}

describe('the flows of the seeded sandbox', () => {
  serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));
  // jsdom lays nothing out: React Flow would see a pane of 0 × 0 and draw only what falls in its
  // 500 × 500 stand-in. A pane of a desktop screen's size holds the whole seeded graph.
  const sizes = { offsetWidth: 1400, offsetHeight: 900 } as const;
  const own = Object.fromEntries(Object.keys(sizes).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!]));
  beforeAll(() => {
    for (const [name, size] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('react-flow__renderer') ? size : own[name]!.get!.call(this);
        },
      });
    }
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(own)) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });

  it('draws the whole graph, inputs left of Data Hub stages left of rules left of outputs, without a search', async () => {
    renderAtRoutes({ '/flow': FlowView }, '/flow');
    await screen.findByRole('figure', { name: 'Flows of every rule' });
    await waitFor(() => expect(drawnAt('rule:temperature_alerts')).toBeDefined());
    expect(screen.queryByRole('textbox', { name: 'Topic, rule or action' })).toBeNull();

    const rules = ['rule:temperature_alerts', 'rule:fleet_positions_to_webhook', 'rule:client_connected_log', 'rule:legacy_meter_forward'].map(drawnAt);
    // The seeded validation of meters/+/reading sits in front of the rule reading meters/#: four columns.
    const x = (kind: Parameters<typeof columnOf>[0]) => columnX(columnOf(kind), true);
    expect(rules.map((at) => at?.x)).toEqual(rules.map(() => x('rule')));
    expect(new Set(rules.map((at) => at?.y)).size).toBe(4);
    expect(drawnAt('topic:fleet/+/position')?.x).toBe(x('topic'));
    expect(drawnAt('event:$events/client_connected')?.x).toBe(x('event'));
    expect(drawnAt('validation:meter_reading_range')?.x).toBe(x('validation'));
    expect(drawnAt('action:http:webhook_out')?.x).toBe(x('action'));
    // The bridges no rule uses sit under every flow.
    const lowest = Math.max(...rules.map((at) => at!.y));
    expect(drawnAt('action:mqtt:alerts_to_cloud')!.y).toBeGreaterThan(lowest);
    expect(drawnAt('source:mqtt:cloud_commands')!.y).toBeGreaterThan(lowest);
  });
});

describe('the flows of an estate of 5,000 rules and 2,000 actions', () => {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  growEstate(state, { rules: 5_000, actions: 2_000 });
  const server = serveSandbox(state);
  const urls: URL[] = [];
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
  });

  it('reads the rules in a few pages, opens on the first rules, and draws the flows a search names', async () => {
    const requests = recordRequests(server);
    const user = userEvent.setup();
    renderAtRoutes({ '/flow': FlowView }, '/flow');
    // The search box is new after each search (the filter bar refills from what was applied).
    const search = () => screen.getByRole('textbox', { name: 'Topic, rule or action' });
    await screen.findByRole('textbox', { name: 'Topic, rule or action' });
    expect(screen.getByRole('figure', { name: 'Flows of every rule' })).toBeInTheDocument();

    // Three pages of 2,000 rules, the actions, the sources and the Data Hub lists once: nothing else
    // (the capability probes aside, whose reading of the validations is the flows' own: one request).
    const probes = Object.values(CAPABILITIES).map(({ url }) => `GET ${url}`);
    const flowRequests = () => requests.list().filter((request) => !probes.includes(request) || request === 'GET /schema_validations');
    expect(flowRequests().sort()).toEqual(['GET /actions', 'GET /message_transformations', 'GET /rules', 'GET /rules', 'GET /rules', 'GET /schema_validations', 'GET /sources']);
    const asked = requests.list().length;
    expect(urls.filter((url) => url.pathname.endsWith('/rules')).map((url) => `${url.searchParams.get('page')}/${url.searchParams.get('limit')}`)).toEqual(
      ['1', '2', '3'].map((page) => `${page}/${RULES_PAGE}`),
    );

    const summary = screen.getByText(/^The graph is too large to read at once/);
    expect(summary).toHaveTextContent(`the flows of the first ${FIRST_RULES} of 5,000 rules are drawn`);
    expect(summary).toHaveTextContent(/ [\d,]+ nodes of the graph are hidden\.$/);
    await user.click(screen.getByRole('button', { name: 'Show the flows as text' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(FIRST_RULES);

    // An action: the rules sending to it, each with what it reads.
    await user.type(search(), 'webhook_out_17{Enter}');
    await waitFor(() => expect(screen.getByText(/rules match “webhook_out_17”/)).toBeVisible());
    const lines = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const unused = lines.pop();
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(MOST_MATCHED_RULES);
    for (const line of lines) expect(line).toMatch(/^Topic site\d+\/.+ → Rule \w+ \(\w+\) → .*Action http:webhook_out_17\d* \(\w+\)/);
    // The copies of the action no rule sends to match too, on the last line.
    expect(unused).toMatch(/^Used by no rule: Action http:webhook_out_17\d* \(\w+\)(, Action http:webhook_out_17\d* \(\w+\))*$/);

    // Nothing matches: said plainly, nothing drawn.
    await user.clear(search());
    await user.type(search(), 'no such thing{Enter}');
    expect(await screen.findByText(/^Nothing matches “no such thing”\./)).toBeVisible();
    expect(screen.getByText('No flow to draw.')).toBeVisible();

    // The whole estate, on demand: its text a page at a time.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Draw all 5,000 rules' }));
    expect(await screen.findByText(/^All [\d,]+ nodes of the graph are drawn\./)).toBeVisible();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(100);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 51');
    // The text pages on screen; page 2 comes after all that drawing the estate set off.
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 51'));

    // Searching, drawing and paging asked the broker for nothing more.
    expect(requests.list()).toHaveLength(asked);
  });
});
