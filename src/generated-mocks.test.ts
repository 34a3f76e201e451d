import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { ANSWER_SUMMARIES } from './api/answer-summaries';
import { operationName } from './api/operation-name';
import { RESPONSE_ROUTES, RESPONSE_TAGS } from './generated/response-routes';

type Module = Record<string, unknown>;
const mocks = import.meta.glob<Module>('./generated/endpoints/*/*.msw.ts');
const zods = import.meta.glob<Module>('./generated/zod/*/*.zod.ts');

/** `getClientsResponse` (the zod answer) → `getGetClientsResponseMock` (its mock). */
const mockName = (schema: string) => `get${schema[0]!.toUpperCase()}${schema.slice(1)}Mock`;

describe('the generated mocks', () => {
  it('answer every GET with what its zod schema accepts, whatever the seed', async () => {
    const misfits: string[] = [];
    let checked = 0;
    for (const [template, tagIndex] of RESPONSE_ROUTES) {
      const tag = RESPONSE_TAGS[tagIndex]!;
      const schema = `${operationName('get', template)}Response`;
      const mock = (await mocks[`./generated/endpoints/${tag}/${tag}.msw.ts`]!())[mockName(schema)];
      const zod = (await zods[`./generated/zod/${tag}/${tag}.zod.ts`]!())[schema] as { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } } | undefined;
      if (typeof mock !== 'function' || !zod) continue;
      for (const seed of [1, 2, 3]) {
        faker.seed(seed);
        const answer = (mock as () => unknown)();
        // What passes the document's schema passes the console's summary of it too (src/api/answer-summaries.ts),
        // except items without a type and name: three members of the document's union of action and connector
        // types lack them, but the broker writes both into every item it lists (emqx_bridge_v2_api).
        const named = Array.isArray(answer) ? answer.filter((item) => typeof item?.type === 'string' && typeof item?.name === 'string') : answer;
        for (const [name, checker, value] of [['', zod, answer], [' (summary)', ANSWER_SUMMARIES[template], named]] as const) {
          const parsed = checker?.safeParse(value);
          if (!parsed) continue;
          checked += 1;
          if (!parsed.success) misfits.push(`GET ${template}${name} (seed ${seed}): ${parsed.error!.issues.slice(0, 2).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(misfits).toEqual([]);
  });

  it('answer the error statuses the document declares, in its shape, for a test to pick', async () => {
    const { getResponse } = await import('msw');
    const clients = await mocks['./generated/endpoints/clients/clients.msw.ts']!();
    const notFound = clients.getGetClientsByClientidMockHandler404 as () => import('msw').HttpHandler;
    const response = await getResponse([notFound()], new Request('http://localhost/api/v5/clients/a%2Fb'), { baseUrl: 'http://localhost' });
    expect(response?.status).toBe(404);
    expect(await response!.json()).toMatchObject({ code: 'CLIENTID_NOT_FOUND', message: expect.any(String) });
  });

  it('are the same for the same seed', async () => {
    const clients = await mocks['./generated/endpoints/clients/clients.msw.ts']!();
    const mock = clients.getGetClientsResponseMock as () => { data: { clientid: string; node: string; ip_address: string }[] };
    faker.seed(7);
    const first = mock();
    faker.seed(7);
    expect(mock()).toEqual(first);
    expect(first.data[0]).toMatchObject({ clientid: expect.stringMatching(/^client-\w{8}$/), node: expect.stringMatching(/^emqx@[\d.]+$/), ip_address: expect.stringMatching(/[.:]/) });
  });
});
