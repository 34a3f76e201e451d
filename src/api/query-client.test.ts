import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refetchFailedWhenBrokerIsBack } from './query-client';
import { noteNoResponse, noteRequestSent, noteRequestSettled, noteResponse } from './reachability';

/** One request that gets no response, as http.ts reports it. */
function requestWithoutResponse(): void {
  noteRequestSent();
  noteNoResponse();
  noteRequestSettled();
}

afterEach(() => noteResponse());

describe('when the broker answers again', () => {
  it('refetches at once the queries on screen whose last fetch failed, and no other', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = { failed: 0, fine: 0 };
    let down = false;
    const failed = new QueryObserver(client, {
      queryKey: ['failed'],
      queryFn: () => {
        calls.failed += 1;
        if (down) throw new Error('no response');
        return 1;
      },
    });
    const fine = new QueryObserver(client, { queryKey: ['fine'], queryFn: () => (calls.fine += 1) });
    const unsubscribe = [failed.subscribe(() => undefined), fine.subscribe(() => undefined)];
    await failed.refetch();
    down = true;
    await failed.refetch();
    expect(failed.getCurrentResult().status).toBe('error');
    const stop = refetchFailedWhenBrokerIsBack(client);

    requestWithoutResponse();
    requestWithoutResponse();
    down = false;
    const before = { ...calls };
    noteResponse();
    await expect.poll(() => failed.getCurrentResult().status).toBe('success');
    expect(calls.failed).toBe(before.failed + 1);
    expect(calls.fine).toBe(before.fine);

    stop();
    unsubscribe.forEach((off) => off());
  });
});
