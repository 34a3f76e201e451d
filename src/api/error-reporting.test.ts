import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectHttpUi, reportHttpError, reportNoResponse, requestSettled, requestStarted } from './error-reporting';
import { isBrokerUnreachable, noteResponse } from './reachability';

// Driven as http.ts drives it, a request at a time: started, answered or not, reported, settled.
const toast = vi.fn<(message: string) => Promise<void> | void>();
let disconnect: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  disconnect = connectHttpUi({ toast, toLogin: () => undefined });
});
afterEach(async () => {
  disconnect();
  toast.mockReset();
  noteResponse();
  await vi.advanceTimersByTimeAsync(1_100);
  vi.useRealTimers();
});

/** A poll's request that gets no response, then the poll's period (2 s) passes. */
async function pollWithoutResponse(): Promise<void> {
  requestStarted();
  reportNoResponse();
  requestSettled();
  await vi.advanceTimersByTimeAsync(2_000);
}

describe('a broker that stops answering', () => {
  it('is announced once, though an answer to a request sent before it went quiet comes in after the first failure', async () => {
    // A poll is on its way when the broker goes quiet; the next request gets no response.
    requestStarted();
    requestStarted();
    reportNoResponse();
    requestSettled();
    expect(toast.mock.calls).toEqual([['Some error occurred']]);
    // The earlier request's answer, sent before: no sign the broker is back.
    noteResponse();
    requestSettled();
    await vi.advanceTimersByTimeAsync(1_100);

    for (let i = 0; i < 4; i++) await pollWithoutResponse();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(isBrokerUnreachable()).toBe(true);

    // An answer to a request sent during the outage ends it; the next outage is news.
    requestStarted();
    noteResponse();
    requestSettled();
    expect(isBrokerUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    await pollWithoutResponse();
    expect(toast).toHaveBeenCalledTimes(2);
  });
});

describe('a toast still on screen', () => {
  it('is not shown again while it is there, past the window of its burst, and is once it has gone', async () => {
    let leave: () => void = () => undefined;
    toast.mockImplementation(() => new Promise<void>((gone) => (leave = gone)));
    const failOnce = async () => {
      requestStarted();
      noteResponse();
      reportHttpError(500, { code: 'INTERNAL_ERROR', message: 'boom' });
      requestSettled();
      await vi.advanceTimersByTimeAsync(1_100);
    };
    await failOnce();
    await failOnce();
    await failOnce();
    expect(toast).toHaveBeenCalledTimes(1);
    leave();
    await vi.advanceTimersByTimeAsync(0);
    await failOnce();
    expect(toast).toHaveBeenCalledTimes(2);
    leave();
  });
});
