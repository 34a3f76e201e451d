import {
  getGatewaysByNameAuthenticationResponse,
  getGatewaysByNameAuthenticationUsersByUidResponse,
  getGatewaysByNameAuthenticationUsersResponse,
  putGatewaysByNameAuthenticationResponse,
  putGatewaysByNameAuthenticationUsersByUidResponse,
} from '../src/generated/zod/gateway-authentication/gateway-authentication.zod';
import { send, startTestSandbox, type TestSandbox } from './test-support';

interface Page {
  data: { user_id: string; is_superuser: boolean }[];
  meta: { page: number; limit: number; count?: number; hasnext: boolean };
}

const path = (gateway: string, rest = '') => `/gateways/${gateway}/authentication${rest}`;
const BUILT_IN = { mechanism: 'password_based', backend: 'built_in_database', user_id_type: 'username' };

async function upload(name: string, content: string): Promise<RequestInit> {
  const form = new FormData();
  form.append('filename', new Blob([content], { type: 'text/csv' }), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type')! }, body: await encoded.arrayBuffer() };
}

describe('sandbox gateway authentication', () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('answers 204 for a gateway without one and the seeded CoAP authenticator valid against the contract', async () => {
    expect((await t.api(path('stomp'))).status).toBe(204);
    const coap = await t.getJson(path('coap'));
    expect(getGatewaysByNameAuthenticationResponse.safeParse(coap).success).toBe(true);
    expect(coap).toMatchObject({ mechanism: 'password_based', backend: 'built_in_database', enable: true });
    expect((await t.api(path('ocpp'))).status).toBe(404);
  });

  it('creates one authenticator of a kind the gateway takes, edits and deletes it', async () => {
    // SCRAM is not even in the document's gateway bodies; JWT is, and MQTT-SN refuses it.
    const jwtOnMqttsn = await t.api(path('mqttsn'), send('POST', { mechanism: 'jwt', algorithm: 'hmac-based', secret: 's' }));
    expect(jwtOnMqttsn.status).toBe(400);
    expect(await jwtOnMqttsn.json()).toMatchObject({ code: 'BAD_REQUEST' });

    const created = await t.api(path('stomp'), send('POST', BUILT_IN));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ...BUILT_IN, password_hash_algorithm: { name: 'sha256' } });
    expect((await t.api(path('stomp'), send('POST', BUILT_IN))).status).toBe(400);

    const jwt = await t.api(path('exproto'), send('POST', { mechanism: 'jwt', algorithm: 'hmac-based', secret: 'top', from: 'password' }));
    expect(jwt.status).toBe(201);
    const read = await t.getJson<Record<string, unknown>>(path('exproto'));
    expect(read.secret).toBe('******');
    const put = await t.api(path('exproto'), send('PUT', { ...read, from: 'username' }));
    expect(putGatewaysByNameAuthenticationResponse.safeParse(await put.json()).success).toBe(true);
    expect(t.state.gatewayAuthn.get('exproto')?.config).toMatchObject({ secret: 'top', from: 'username' });
    expect((await t.api(path('exproto'), send('PUT', BUILT_IN))).status).toBe(400);

    expect((await t.api(path('stomp'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(path('stomp'))).status).toBe(204);
    expect((await t.api(path('stomp'), { method: 'DELETE' })).status).toBe(404);
  });

  it('manages the built-in database users: page, search, create, update, delete, import', async () => {
    const page = await t.getJson<Page>(path('coap', '/users?page=1&limit=2'));
    expect(getGatewaysByNameAuthenticationUsersResponse.safeParse(page).success).toBe(true);
    expect(page.meta).toEqual({ page: 1, limit: 2, count: 3, hasnext: true });
    expect((await t.getJson<Page>(path('coap', '/users?like_user_id=admin'))).data.map((u) => u.user_id)).toEqual(['coap-admin']);

    expect((await t.api(path('coap', '/users'), send('POST', { user_id: 'dev/1', password: 'pw', is_superuser: false }))).status).toBe(201);
    const uid = encodeURIComponent('dev/1');
    expect(getGatewaysByNameAuthenticationUsersByUidResponse.safeParse(await t.getJson(path('coap', `/users/${uid}`))).success).toBe(true);
    const updated = await t.api(path('coap', `/users/${uid}`), send('PUT', { password: 'pw2', is_superuser: true }));
    expect(putGatewaysByNameAuthenticationUsersByUidResponse.safeParse(await updated.json()).success).toBe(true);
    expect((await t.api(path('coap', `/users/${uid}`), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(path('coap', `/users/${uid}`))).status).toBe(404);

    const imported = await t.api(path('coap', '/import_users'), await upload('users.csv', 'user_id,password_hash,salt,is_superuser\nlamp-1,ab12,s,false\n'));
    expect(imported.status).toBe(204);
    expect(t.state.gatewayAuthn.get('coap')?.users?.has('lamp-1')).toBe(true);
    expect((await t.api(path('stomp', '/users'))).status).toBe(404);
  });
});
