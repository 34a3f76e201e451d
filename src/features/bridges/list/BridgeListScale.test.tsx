/**
 * The bridge list on a production-sized estate: what it asks the broker for, and how often.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { newChannelMetrics } from '../../../../sandbox/model/bridge-metrics';
import { recordRequests } from '../../../test/requests';
import { serveSandbox } from '../../../test/serve-sandbox';
import { renderBridges } from './test-support';

const ACTIONS = 2_000;
const pad = (i: number) => String(i).padStart(4, '0');

/** The seeded sandbox with 2,000 more HTTP actions, each called by one rule of its own. */
function largeEstate() {
  // A still clock: the counters the list shows and those the test reads are the same.
  const at = Date.UTC(2025, 0, 15, 9, 30);
  const state = createSandboxState({ clients: 0, requireAuth: false, now: () => at });
  const action = state.actions.get('http:webhook_out')!;
  const rule = state.rules.get('fleet_positions_to_webhook')!;
  for (let i = 0; i < ACTIONS; i++) {
    const name = `sink_${pad(i)}`;
    state.actions.set(`http:${name}`, { ...action, name, config: { ...action.config }, health: {}, metrics: newChannelMetrics({ adoptHistory: true }) });
    state.rules.set(`route_${pad(i)}`, { ...rule, id: `route_${pad(i)}`, from: [...rule.from], actions: [`http:${name}`] });
  }
  return state;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
const cellOf = (table: HTMLElement, row: HTMLElement, header: string) =>
  within(row).getAllByRole('cell')[
    within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === header)
  ]!;

/** Moves the polls' clock on by `ms`, in steps, letting each answer reach the page. */
async function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 5_000) {
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}

async function firstPage() {
  const table = await screen.findByRole('table', { name: 'Data bridges' });
  await within(table).findByRole('link', { name: 'sink_0017' });
  return table;
}

describe('BridgeListPanel at 2,000 actions', () => {
  const state = largeEstate();
  const server = serveSandbox(state);
  const requests = recordRequests(server);
  beforeEach(() => {
    // The polls run on setInterval: the tests move that clock on instead of waiting minutes.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    requests.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a page of 20, counters from one aggregated request, and only the rules of that page; then asks twice a minute', async () => {
    renderBridges();
    const table = await firstPage();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText(/Page 1 of 101/)).toBeVisible();

    const row = rowOf(table, 'sink_0003');
    expect(await within(row).findByRole('link', { name: 'route_0003' })).toHaveAttribute('href', '/rules/detail/route_0003');
    await waitFor(() => expect(cellOf(table, row, 'Matched').textContent).toMatch(/^[\d,]+$/));
    const own = (await (await fetch(new URL('/api/v5/actions/http%3Asink_0003/metrics', window.location.href))).json()) as { metrics: { matched: number; success: number } };
    expect(Number(cellOf(table, row, 'Matched').textContent?.replace(/,/g, ''))).toBe(own.metrics.matched);
    expect(Number(cellOf(table, row, 'Success').textContent?.replace(/,/g, ''))).toBe(own.metrics.success);

    // No action asked for its own metrics; the rules were read for the page's bridges, not all 2,004.
    expect(
      requests
        .list()
        .filter((r) => r !== 'GET /actions/http:sink_0003/metrics')
        .sort(),
    ).toEqual(['GET /actions', 'GET /prometheus/data_integration', 'GET /rules', 'GET /sources']);
    const rulesUrl = requests.urls().find((url) => url.startsWith('/rules?'))!;
    expect(new URLSearchParams(rulesUrl.split('?')[1]).getAll('action')).toHaveLength(20);

    requests.clear();
    await elapse(60_000);
    // The second answer comes after 10 s (rates need two), then one every 30 s; the lists wait 2 minutes.
    expect(requests.list()).toEqual(['GET /prometheus/data_integration', 'GET /prometheus/data_integration']);
    // Rates are the counters' growth between two answers: nothing grows on this still clock.
    expect(cellOf(table, rowOf(table, 'sink_0003'), 'Rate (per second)').textContent).toBe('0.00');
  });

  it('reads the actions again as soon as the aggregate shows one disabled', async () => {
    renderBridges();
    const table = await firstPage();
    await waitFor(() => expect(requests.list()).toContain('GET /prometheus/data_integration'));
    state.actions.get('http:sink_0005')!.config.enable = false;
    requests.clear();
    await elapse(10_000);
    await waitFor(() => expect(requests.list()).toEqual(expect.arrayContaining(['GET /prometheus/data_integration', 'GET /actions', 'GET /sources'])));
    expect(await within(rowOf(table, 'sink_0005')).findByText('Disabled')).toBeVisible();
    state.actions.get('http:sink_0005')!.config.enable = true;
  });

  it('filters by name across the estate and pages through what matches', async () => {
    const { history } = renderBridges('/bridge/dataBridge?name=sink_19');
    const table = await screen.findByRole('table', { name: 'Data bridges' });
    expect(await within(table).findByRole('link', { name: 'sink_1900' })).toBeVisible();
    // sink_1900…1999, 20 a page.
    expect(screen.getByText(/Page 1 of 5/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'sink_1920' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'sink_1919' })).toBeNull();
    expect(history.location.search).toContain('page=2');
    expect(await within(rowOf(table, 'sink_1939')).findByRole('link', { name: 'route_1939' })).toBeVisible();
  });

  it('without the aggregate, asks for the own metrics of the rows on screen only', async () => {
    server.use(http.get('/api/v5/prometheus/data_integration', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 })));
    renderBridges();
    const table = await firstPage();
    await waitFor(() => expect(requests.list().filter((r) => r.endsWith('/metrics'))).toHaveLength(20));
    const shown = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((name) => name?.startsWith('sink_') || name === 'webhook_out' || name === 'alerts_to_cloud');
    expect(new Set(requests.list().filter((r) => r.endsWith('/metrics')))).toEqual(
      new Set(shown.map((name) => `GET /actions/${name?.startsWith('sink_') || name === 'webhook_out' ? 'http' : 'mqtt'}:${name}/metrics`)),
    );
    await waitFor(() => expect(cellOf(table, rowOf(table, 'sink_0003'), 'Matched').textContent).toMatch(/^[\d,]+$/));
    requests.clear();
    await elapse(30_000);
    // Each row again after its spread 20–24 s; the aggregate, absent, is not asked again.
    expect(requests.list().filter((r) => r.endsWith('/metrics'))).toHaveLength(20);
    expect(requests.of('/prometheus')).toEqual([]);
  });
});
