import { describe, expect, it } from 'vitest';
import { changeProgress, replicaCounts } from './durable-storage-model';

const storage = {
  name: 'messages',
  shards: [
    { id: '0', replicas: [{ site: 'B', status: 'up' as const }, { site: 'A', status: 'up' as const }] },
    { id: '1', replicas: [{ site: 'C', status: 'up' as const }, { site: 'B', status: 'up' as const }] },
  ],
};

describe('durable storage model', () => {
  it('counts the shards each site holds a replica of', () => {
    expect(Object.fromEntries(replicaCounts(storage))).toEqual({ A: 1, B: 2, C: 1 });
  });

  it('follows an addition until every shard has the site, and a removal until none has', () => {
    expect(changeProgress({ ds: 'messages', site: 'C', kind: 'add' }, storage)).toEqual({ done: 1, total: 2, finished: false });
    expect(changeProgress({ ds: 'messages', site: 'B', kind: 'add' }, storage)).toEqual({ done: 2, total: 2, finished: true });
    expect(changeProgress({ ds: 'messages', site: 'A', kind: 'remove' }, storage)).toEqual({ done: 1, total: 2, finished: false });
    expect(changeProgress({ ds: 'messages', site: 'D', kind: 'remove' }, storage)).toEqual({ done: 2, total: 2, finished: true });
  });
});
