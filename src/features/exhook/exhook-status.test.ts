import { clusterStatus } from './exhook-status';

describe('clusterStatus', () => {
  const nodes = (...statuses: string[]) => statuses.map((status, i) => ({ node: `n${i}`, status }) as never);

  it('is disabled for a server turned off, whatever the nodes say', () => {
    expect(clusterStatus(false, nodes('connected'))).toBe('disabled');
  });

  it('is the least healthy node status', () => {
    expect(clusterStatus(true, nodes('connected', 'connected'))).toBe('connected');
    expect(clusterStatus(true, nodes('connected', 'connecting'))).toBe('connecting');
    expect(clusterStatus(true, nodes('disconnected', 'connected'))).toBe('disconnected');
    expect(clusterStatus(true, nodes('connecting', 'error'))).toBe('error');
  });

  it('is unknown without node statuses', () => {
    expect(clusterStatus(true, [])).toBeUndefined();
    expect(clusterStatus(undefined, undefined)).toBeUndefined();
  });
});
