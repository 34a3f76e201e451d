import { environmentManager, focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, failuresInARow, pollEvery, spreadInterval, type PolledQuery } from './poll';

describe('spreadInterval', () => {
  it('spreads keys over a fifth of the base, the same key always alike', () => {
    const intervals = Array.from({ length: 100 }, (_, i) => spreadInterval(`rule_${i}`, 30_000));
    expect(Math.min(...intervals)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...intervals)).toBeLessThan(36_000);
    expect(new Set(intervals).size).toBeGreaterThan(50);
    expect(spreadInterval('rule_1', 30_000)).toBe(intervals[1]);
  });
});

describe('backoff', () => {
  it('doubles per failure up to eight times the base', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoff(5_000, n))).toEqual([5_000, 10_000, 20_000, 40_000, 40_000, 40_000]);
  });

  it('never waits more than five minutes, nor less than the base', () => {
    expect(backoff(60_000, 3)).toBe(300_000);
    expect(backoff(600_000, 2)).toBe(600_000);
    expect(backoff(1_000, 1_000)).toBe(8_000);
  });
});

describe('failuresInARow', () => {
  const query = (status: 'pending' | 'success' | 'error', errorUpdateCount: number) => ({ state: { status, errorUpdateCount } }) as unknown as PolledQuery;

  it('counts the errors since the last good answer', () => {
    const q = query('error', 2);
    expect(failuresInARow(q)).toBe(2); // never answered well: every error counts
    Object.assign(q.state, { status: 'success' });
    expect(failuresInARow(q)).toBe(0);
    Object.assign(q.state, { status: 'error', errorUpdateCount: 3 });
    expect(failuresInARow(q)).toBe(1);
    Object.assign(q.state, { errorUpdateCount: 4 });
    expect(failuresInARow(q)).toBe(2);
  });
});

/** A real QueryClient and observer on fake timers, as a mounted screen polls. */
describe('pollEvery in TanStack Query', () => {
  // Query's timers run only outside a server; node looks like one.
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined' || 'Deno' in globalThis));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  /** Observes a query whose fetches run `answer(n)` (n from 0); returns when each fetch started and ended. */
  function poll(baseMs: number, answer: (n: number) => Promise<string>, keepPolling?: () => boolean) {
    const started: number[] = [];
    const ended: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    // As the app's client: no retries, no refetch when the tab comes back.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const observer = new QueryObserver(client, {
      queryKey: ['polled'],
      queryFn: async () => {
        started.push(Date.now());
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          return await answer(started.length - 1);
        } finally {
          inFlight -= 1;
          ended.push(Date.now());
        }
      },
      refetchInterval: pollEvery(baseMs, keepPolling),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { started, ended, mostInFlight: () => mostInFlight, stop: unsubscribe };
  }
  const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

  it('backs off while fetches fail, and returns to the base on the next good answer', async () => {
    const script = ['ok', 'fail', 'fail', 'fail', 'fail', 'ok', 'ok'];
    const { started, stop } = poll(1_000, async (n) => (script[n] === 'fail' ? Promise.reject(new Error('no answer')) : 'ok'));
    await vi.advanceTimersByTimeAsync(25_000);
    stop();
    // ok → 1 s; failures → 2, 4, 8 s, then 8 s (the cap); the good answer → 1 s again.
    expect(gaps(started).slice(0, 6)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 1_000]);
  });

  it('asks nothing while the tab is hidden, and goes on once it is visible', async () => {
    focusManager.setFocused(false);
    const { started, stop } = poll(1_000, async () => 'ok');
    await vi.advanceTimersByTimeAsync(10_000);
    // Only the first load of a mounting screen: no interval poll.
    expect(started).toHaveLength(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(started).toHaveLength(2);
  });

  it('never has two requests in flight when an answer takes longer than the interval', async () => {
    const { started, ended, mostInFlight, stop } = poll(1_000, () => new Promise((resolve) => setTimeout(() => resolve('slow'), 3_500)));
    await vi.advanceTimersByTimeAsync(20_000);
    stop();
    expect(started.length).toBeGreaterThanOrEqual(4);
    expect(mostInFlight()).toBe(1);
    // Each poll waits the interval after the previous answer.
    expect(started.slice(1).map((time, i) => time - ended[i]!)).toEqual(started.slice(1).map(() => 1_000));
  });

  it('stops while keepPolling says there is nothing to follow', async () => {
    let following = true;
    const { started, stop } = poll(1_000, async () => 'ok', () => following);
    await vi.advanceTimersByTimeAsync(2_000);
    const asked = started.length;
    expect(asked).toBe(3);
    following = false;
    await vi.advanceTimersByTimeAsync(1_000); // the poll that reads the new answer
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(started.length).toBe(asked + 1);
  });
});
