/**
 * The console checks every GET answer against the zod schema Orval wrote for it (src/api/answer-shape.ts)
 * and refuses one that does not fit. Every list and settings the seeded sandbox answers must fit, as a
 * real broker's do (where the published document is wrong, scripts/openapi/corrections.ts says so).
 */
import { answerMisfit } from '../../src/api/answer-shape';
import { RESPONSE_ROUTES } from '../../src/generated/response-routes';
import { startTestSandbox, type TestSandbox } from '../test-support';

const PLAIN_TEXT = /^\/prometheus\/(stats|auth|data_integration|schema_validation|message_transformation)$/;
/** The templates with `{}` for each parameter. */
const templates = RESPONSE_ROUTES.map(([template]) => template.replace(/\{[^}]+\}/g, '{}'));
const withoutParameters = templates.filter((t) => !t.includes('{}') && !PLAIN_TEXT.test(t));
/** Templates with one parameter whose values the list at the path before it names (`/rules/{}/metrics` ← `/rules`). */
const withOneParameter = templates.filter((t) => t.split('{}').length === 2 && withoutParameters.includes(t.split('/{}')[0]!));
const ID_FIELDS = ['id', 'clientid', 'name', 'type', 'node', 'topic', 'filename', 'user_id', 'username'];

function itemsOf(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  if (typeof list !== 'object' || list === null) return [];
  return Object.values(list).find(Array.isArray) ?? [];
}

function firstId(list: unknown): string | undefined {
  for (const item of itemsOf(list)) {
    if (typeof item === 'string') return item;
    if (typeof item !== 'object' || item === null) continue;
    const field = ID_FIELDS.find((f) => typeof (item as Record<string, unknown>)[f] === 'string');
    if (field) return (item as Record<string, string>)[field];
  }
  return undefined;
}

describe('the sandbox answers every GET in the shape the console accepts', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 30 });
  });
  afterAll(() => t.close());

  it.each(withoutParameters)('GET %s', async (path) => {
    // As the console asks (GET /configs answers text/plain to an Accept of */*).
    const response = await t.api(path, { headers: { accept: 'application/json' } });
    // An operation the sandbox does not serve (another edition's, a feature it leaves out) is not an answer.
    if (response.status !== 200) return;
    const text = await response.text();
    if (!text) return;
    expect(await answerMisfit(path, JSON.parse(text))).toBeUndefined();
  });

  it.each(withOneParameter)('GET %s, for the first object the list before it names', async (template) => {
    const [parent] = template.split('/{}');
    const list = await t.api(parent!);
    if (list.status !== 200) return;
    const id = firstId(await list.json());
    if (id === undefined) return;
    const path = template.replace('{}', encodeURIComponent(id));
    const response = await t.api(path);
    if (response.status !== 200 || PLAIN_TEXT.test(template)) return;
    const text = await response.text();
    if (!text) return;
    expect(await answerMisfit(path, JSON.parse(text)), path).toBeUndefined();
  });

  it('refuses a wrong shape', async () => {
    expect(await answerMisfit('/nodes', { nodes: 'emqx@node1' })).toMatch(/expected array/);
    expect(await answerMisfit('/clients/a%2Fb', { clientid: 1 })).toMatch(/^clientid:/);
  });
});
