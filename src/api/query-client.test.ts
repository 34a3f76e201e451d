import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
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
  it('refetches at once the queries on screen whose last fetch got no response, and no other', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = { failed: 0, fine: 0, refused: 0 };
    let down = false;
    const failed = new QueryObserver(client, {
      queryKey: ['failed'],
      queryFn: () => {
        calls.failed += 1;
        if (down) throw new ApiError('No response from the server', { code: NETWORK_ERROR_CODE });
        return 1;
      },
    });
    const fine = new QueryObserver(client, { queryKey: ['fine'], queryFn: () => (calls.fine += 1) });
    // Refused by the broker: nothing to do with the outage, and asking again would only say it again.
    const refused = new QueryObserver(client, {
      queryKey: ['refused'],
      queryFn: () => {
        calls.refused += 1;
        throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' });
      },
    });
    const unsubscribe = [failed.subscribe(() => undefined), fine.subscribe(() => undefined), refused.subscribe(() => undefined)];
    await refused.refetch();
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
    expect(calls.refused).toBe(before.refused);

    stop();
    unsubscribe.forEach((off) => off());
  });
});
