import { applyOrder } from './model/chain-order';
import { send, startTestSandbox, type TestSandbox } from './test-support';

describe('applyOrder', () => {
  it('takes a permutation of the chain and refuses anything else with the broker\'s messages', () => {
    expect(applyOrder(['a', 'b', 'c'], ['c', 'a', 'b'], 'authenticators')).toEqual(['c', 'a', 'b']);
    expect(applyOrder(['a', 'b'], ['b'], 'authenticators')).toEqual({ error: 'No positions are specified for authenticators: a' });
    expect(applyOrder(['a', 'b'], ['b', 'a', 'x', 'y'], 'authorization sources')).toEqual({ error: 'Authorization sources: y, x are not found' });
    // A name given twice finds nothing left the second time: "not found", as emqx_authz:reorder_sources has it.
    expect(applyOrder(['a', 'b'], ['a', 'a', 'b'], 'authenticators')).toEqual({ error: 'Authenticators: a are not found' });
    expect(applyOrder(['a', 'b'], ['a', 'x'], 'authenticators')).toEqual({ error: 'Authenticators: x are not found, No positions are specified for authenticators: b' });
  });
});

describe('sandbox chain order endpoints', () => {
  let t: TestSandbox;

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('reorders the authorization sources, not taking `order` for a source type', async () => {
    const types = async () => (await t.getJson<{ sources: { type: string }[] }>('/authorization/sources')).sources.map((s) => s.type);
    expect(await types()).toEqual(['built_in_database', 'file']);
    expect((await t.api('/authorization/sources/order', send('PUT', [{ type: 'file' }, { type: 'built_in_database' }]))).status).toBe(204);
    expect(await types()).toEqual(['file', 'built_in_database']);
    expect((await t.api('/authorization/sources/order', send('PUT', [{ type: 'file' }]))).status).toBe(400);
    expect((await t.api('/authorization/sources/order', send('PUT', [{ type: 'file' }, { type: 'built_in_database' }, { type: 'http' }]))).status).toBe(400);
    expect(await types()).toEqual(['file', 'built_in_database']);
  });

  it('reorders the authentication chain, not taking `order` for an authenticator ID', async () => {
    const ids = async () => (await t.getJson<{ mechanism: string; backend?: string }[]>('/authentication')).map((a) => (a.backend ? `${a.mechanism}:${a.backend}` : a.mechanism));
    const before = await ids();
    const reversed = [...before].reverse();
    const body = reversed.map((id) => ({ id }));
    expect((await t.api('/authentication/order', send('PUT', body))).status).toBe(204);
    expect(await ids()).toEqual(reversed);
    expect((await t.api('/authentication/order', send('PUT', [{ id: 'jwt' }]))).status).toBe(400);
    expect(await ids()).toEqual(reversed);
  });
});
