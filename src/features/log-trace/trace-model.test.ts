import { conditionOf, downloadFileName, logSizes, statusOf, traceTime } from './trace-model';

describe('trace model', () => {
  it('reads the condition under the key of the type', () => {
    expect(conditionOf({ name: 'a', type: 'topic', topic: 'a/#' })).toBe('a/#');
    expect(conditionOf({ name: 'a', type: 'ip_address', ip_address: '10.0.0.1' })).toBe('10.0.0.1');
    expect(conditionOf({ name: 'a', type: 'ruleid' })).toBe('');
  });

  it('reads log sizes as the document lists them and as the broker sends them', () => {
    expect(logSizes({ log_size: [{ node: 'n1', size: 10 }, { node: 'n2' }, {}] as never })).toEqual([
      { node: 'n1', size: 10 },
      { node: 'n2', size: 0 },
    ]);
    expect(logSizes({ log_size: { 'emqx@a': 1024, 'emqx@b': 0 } as never })).toEqual([
      { node: 'emqx@a', size: 1024 },
      { node: 'emqx@b', size: 0 },
    ]);
    expect(logSizes({})).toEqual([]);
  });

  it('takes the status the broker sent, else the one of its window', () => {
    const window = { start_at: '2025-01-15T10:00:00Z', end_at: 1736938800 }; // end 11:00 UTC, in epoch seconds
    expect(traceTime(window.end_at)).toBe(Date.UTC(2025, 0, 15, 11));
    expect(statusOf({ name: 'a', type: 'clientid', status: 'stopped', ...window }, Date.UTC(2025, 0, 15, 10, 30))).toBe('stopped');
    expect(statusOf({ name: 'a', type: 'clientid', ...window }, Date.UTC(2025, 0, 15, 9))).toBe('waiting');
    expect(statusOf({ name: 'a', type: 'clientid', ...window }, Date.UTC(2025, 0, 15, 10, 30))).toBe('running');
    expect(statusOf({ name: 'a', type: 'clientid', ...window }, Date.UTC(2025, 0, 15, 11))).toBe('stopped');
  });

  it('names the download after the broker, else after the trace and node', () => {
    expect(downloadFileName('attachment; filename=device_debug.zip', 'x')).toBe('device_debug.zip');
    expect(downloadFileName('attachment; filename="a b.zip"', 'x')).toBe('a b.zip');
    expect(downloadFileName(null, 'device_debug')).toBe('device_debug.zip');
    expect(downloadFileName('', 'device_debug', 'emqx@n1')).toBe('device_debug-emqx@n1.zip');
  });
});
