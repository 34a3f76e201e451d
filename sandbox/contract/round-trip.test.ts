/**
 * What the broker answers it takes back: every settings root and listener the console edits is read
 * and written back unchanged, and the request must pass the contract check. A fault of the API
 * document here (an overlapping oneOf, a wrong type) is corrected in scripts/openapi/corrections.ts.
 */
import { CONFIG_ROOTS } from '../seed/configs';
import { send, startTestSandbox, type TestSandbox } from '../test-support';

const READ_ONLY_LISTENER_KEYS = ['running', 'current_connections', 'name'];

describe('the sandbox takes back what it answers, within the contract', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterAll(() => t.close());

  it.each(CONFIG_ROOTS.map((r) => r.path))('PUT %s with what GET answered', async (path) => {
    const value = await t.getJson(path);
    expect((await t.api(path, send('PUT', value))).status).toBe(200);
  });

  it.each(['tcp:default', 'ssl:default', 'ws:default', 'wss:default'])('PUT and POST listener %s as the console sends it', async (id) => {
    const read = await t.getJson<Record<string, unknown>>(`/listeners/${encodeURIComponent(id)}`);
    const body = Object.fromEntries(Object.entries(read).filter(([key]) => !READ_ONLY_LISTENER_KEYS.includes(key)));
    expect((await t.api(`/listeners/${encodeURIComponent(id)}`, send('PUT', body))).status).toBe(200);
    const { id: _id, ...copy } = body;
    const type = String(read.type);
    const created = await t.api('/listeners', send('POST', { ...copy, name: 'copy', bind: `0.0.0.0:${20000 + ['tcp', 'ssl', 'ws', 'wss'].indexOf(type)}` }));
    expect(created.status).toBe(200);
  });
});
