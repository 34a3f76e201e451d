/**
 * The console checks every GET answer against the zod schema Orval wrote for it (src/api/answer-shape.ts)
 * and refuses one that does not fit. Every list and settings the seeded sandbox answers must fit, as a
 * real broker's do (where the published document is wrong, scripts/openapi/corrections.ts says so).
 */
import { answerMisfit } from '../../src/api/answer-shape';
import { RESPONSE_ROUTES } from '../../src/generated/response-routes';
import { startTestSandbox, type TestSandbox } from '../test-support';

const PLAIN_TEXT = /^\/prometheus\/(stats|auth|data_integration|schema_validation|message_transformation)$/;
const withoutParameters = RESPONSE_ROUTES.map(([template]) => template).filter((t) => !t.includes('{}') && !PLAIN_TEXT.test(t));

describe('the sandbox answers every GET in the shape the console accepts', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 30 });
  });
  afterAll(() => t.close());

  it.each(withoutParameters)('GET %s', async (path) => {
    const response = await t.api(path);
    // An operation the sandbox does not serve (another edition's, a feature it leaves out) is not an answer.
    if (response.status !== 200) return;
    const text = await response.text();
    if (!text) return;
    expect(await answerMisfit(path, JSON.parse(text))).toBeUndefined();
  });

  it('refuses a wrong shape', async () => {
    expect(await answerMisfit('/nodes', { nodes: 'emqx@node1' })).toMatch(/expected array/);
    expect(await answerMisfit('/clients/a%2Fb', { clientid: 1 })).toMatch(/^clientid:/);
  });
});
