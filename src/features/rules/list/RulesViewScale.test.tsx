/** The rule list on a production-sized estate: a page at a time, every counter from one request. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { recordRequests } from '../../../test/requests';
import { serveSandbox } from '../../../test/serve-sandbox';
import { renderRules } from './test-support';

const RULES = 5_000;
const pad = (i: number) => String(i).padStart(4, '0');

/** The seeded sandbox with 5,000 more rules like temperature_alerts. */
function largeEstate() {
  // A still clock: the counters the list shows and those the test reads are the same.
  const at = Date.UTC(2025, 0, 15, 9, 30);
  const state = createSandboxState({ clients: 0, requireAuth: false, now: () => at });
  const rule = state.rules.get('temperature_alerts')!;
  for (let i = 0; i < RULES; i++) state.rules.set(`route_${pad(i)}`, { ...rule, id: `route_${pad(i)}`, from: [...rule.from], actions: [...rule.actions] });
  return state;
}

const rowOf = (table: HTMLElement, id: string) => within(table).getByRole('link', { name: id }).closest('tr') as HTMLElement;
const cellOf = (table: HTMLElement, row: HTMLElement, header: string) =>
  within(row).getAllByRole('cell')[
    within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === header)
  ]!;
const isOwnMetrics = (request: string) => /^GET \/rules\/[^/]+\/metrics$/.test(request);

describe('RulesView at 5,000 rules', () => {
  const server = serveSandbox(largeEstate());
  const requests = recordRequests(server);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    requests.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('reads a page of rules as the user pages, and every counter from one aggregated request', async () => {
    renderRules();
    const table = await screen.findByRole('table', { name: 'Rules' });
    const row = rowOf(
      table,
      await within(table)
        .findByRole('link', { name: 'route_0003' })
        .then((a) => a.textContent ?? ''),
    );
    await waitFor(() => expect(cellOf(table, row, 'Matched').textContent).toMatch(/^[\d,]+$/));
    const own = (await (await fetch(new URL('/api/v5/rules/route_0003/metrics', window.location.href))).json()) as { metrics: { matched: number; passed: number } };
    expect(Number(cellOf(table, row, 'Matched').textContent?.replace(/,/g, ''))).toBe(own.metrics.matched);
    expect(Number(cellOf(table, row, 'Passed').textContent?.replace(/,/g, ''))).toBe(own.metrics.passed);
    expect(
      requests
        .list()
        .filter((r) => r !== 'GET /rules/route_0003/metrics')
        .sort(),
    ).toEqual(['GET /prometheus/data_integration', 'GET /rules']);
    expect(requests.urls().find((url) => url.startsWith('/rules?'))).toMatch(/page=1&limit=20$/);

    requests.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'route_0017' })).toBeVisible();
    expect(requests.urls()).toEqual(['/rules?page=2&limit=20']);

    requests.clear();
    for (let s = 0; s < 12; s++) await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests.list()).toEqual(['GET /prometheus/data_integration', 'GET /prometheus/data_integration']);
  });

  it("without the aggregate, reads the own counters of the page's rules only", async () => {
    server.use(http.get('/api/v5/prometheus/data_integration', () => HttpResponse.text('# TYPE emqx_rules_count gauge\nemqx_rules_count 5004\n', { headers: { 'content-type': 'text/plain' } })));
    renderRules();
    const table = await screen.findByRole('table', { name: 'Rules' });
    await within(table).findByRole('link', { name: 'route_0016' });
    await waitFor(() => expect(requests.list().filter(isOwnMetrics)).toHaveLength(20));
    // The rules' own links are their ids (the others lead to their actions and sources).
    const shown = within(table)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/rules/detail/'))
      .map((a) => a.textContent);
    expect(new Set(requests.list().filter(isOwnMetrics))).toEqual(new Set(shown.map((id) => `GET /rules/${id}/metrics`)));
    await waitFor(() => expect(cellOf(table, rowOf(table, 'route_0003'), 'Matched').textContent).toMatch(/^[\d,]+$/));
    expect(requests.of('/prometheus/data_integration')).toHaveLength(1);
  });
});
