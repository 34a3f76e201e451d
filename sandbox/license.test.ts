import { getLicenseResponse, getLicenseSettingResponse, postLicenseResponse, putLicenseSettingResponse } from '../src/generated/zod/license/license.zod';
import { DEFAULT_LICENSE_KEY, makeLicenseKey, parseLicenseKey, percentValue, signLicensePayload } from './model/license';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface LicenseInfo {
  customer: string;
  max_connections: number;
  start_at: string;
  expiry_at: string;
  type: string;
  customer_type: number;
  expiry: boolean;
}

const DAY = 86_400_000;

describe('sandbox licence', () => {
  // 2025-01-15 09:30 UTC: the seeded licence was issued 340 days before that day, for 365 days.
  const clock = manualClock();
  let t: TestSandbox;
  const info = () => t.getJson<LicenseInfo>('/license');
  const upload = (key: unknown) => t.api('/license', send('POST', { key }));
  const putSetting = (body: unknown) => t.api('/license/setting', send('PUT', body));

  beforeAll(async () => {
    // Without the token check: the clock moves by weeks here, past any token's life.
    t = await startTestSandbox({ now: clock.now, clients: 20, requireAuth: false });
  });
  afterAll(() => t.close());

  it('answers the seeded licence in the broker’s shape, 25 days from expiry, valid against the corrected contract', async () => {
    const licence = await info();
    expect(getLicenseResponse.safeParse(licence).success).toBe(true);
    expect(licence).toEqual({
      customer: 'Northwind Manufacturing GmbH',
      email: 'iot-platform@northwind.example',
      deployment: 'northwind-prod',
      max_connections: 10000,
      start_at: '2024-02-10',
      expiry_at: '2025-02-09',
      type: 'official',
      customer_type: 1,
      expiry: false,
    });
    // The correction is in force: an empty object no longer passes for a licence.
    expect(getLicenseResponse.safeParse({}).success).toBe(false);
  });

  it('says expired from the day after the expiry date (UTC), not on the day itself', async () => {
    clock.advance(25 * DAY);
    expect((await info()).expiry).toBe(false);
    clock.advance(DAY);
    expect((await info()).expiry).toBe(true);
    clock.advance(-26 * DAY);
  });

  it('refuses what is not a sandbox-signed key of the v3 format with the broker’s text, and keeps the licence', async () => {
    const tampered = makeLicenseKey({ maxConnections: 5 }).replace(/^[^.]+/, btoa('220111\n1\n1\nEvil\ne@x\nd\n20240101\n365\n99999'));
    for (const key of ['', 'not a key', 'abc.def', tampered, signLicensePayload('220111\n0\n10\nFoo'), makeLicenseKey({ startDate: '20200101' }), makeLicenseKey({ maxConnections: 0 })]) {
      const res = await upload(key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad license key' });
    }
    // The document requires the key; the broker would answer `Invalid request params`.
    await expectContractViolation(await t.api('/license', send('POST', {})), 'body.key is required');
    expect((await info()).customer).toBe('Northwind Manufacturing GmbH');
  });

  it('takes a key from the helper (line breaks and spaces ignored) and answers the new licence', async () => {
    const key = makeLicenseKey({ customer: 'Contoso Ltd', type: 'trial', customerType: 0, startDate: '20250101', days: 30, maxConnections: 2500 });
    const res = await upload(`${key.slice(0, 20)}\n ${key.slice(20)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as LicenseInfo;
    expect(postLicenseResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ customer: 'Contoso Ltd', type: 'trial', customer_type: 0, max_connections: 2500, start_at: '2025-01-01', expiry_at: '2025-01-31' });
    expect(await info()).toEqual(body);
  });

  it('takes "default" for the broker’s evaluation licence', async () => {
    const res = await upload('default');
    expect(await res.json()).toMatchObject({ customer: 'Evaluation', customer_type: 10, max_connections: 25, start_at: '2024-04-18', expiry_at: '2029-04-17' });
    expect(parseLicenseKey(DEFAULT_LICENSE_KEY)).toMatchObject({ customer: 'Evaluation' });
  });

  it('answers and updates the watermarks, refusing a bad percentage or low not under high with the broker’s messages', async () => {
    const setting = await t.getJson('/license/setting');
    expect(getLicenseSettingResponse.safeParse(setting).success).toBe(true);
    expect(setting).toEqual({ connection_low_watermark: '75%', connection_high_watermark: '80%' });

    const res = await putSetting({ connection_low_watermark: '50.12%', connection_high_watermark: '100%' });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(putLicenseSettingResponse.safeParse(saved).success).toBe(true);
    expect(saved).toEqual({ connection_low_watermark: '50.12%', connection_high_watermark: '100%' });

    const bad = await putSetting({ connection_low_watermark: 'abc', connection_high_watermark: '80%' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '{"kind":"validation_error","path":"connection_low_watermark","reason":{"expected":"emqx_schema:percent()"},"value":"abc"}',
    });
    expect(((await (await putSetting({ connection_high_watermark: '120%' })).json()) as { message: string }).message).toContain('"path":"connection_high_watermark"');
    for (const body of [
      { connection_low_watermark: '50%', connection_high_watermark: '50%' },
      { connection_low_watermark: '51%', connection_high_watermark: '50%' },
      // Merged with what is set (high 100%): a low of 100% is not under it.
      { connection_low_watermark: '100%' },
    ]) {
      expect(await (await putSetting(body)).json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad license setting' });
    }
    expect(await t.getJson('/license/setting')).toEqual({ connection_low_watermark: '50.12%', connection_high_watermark: '100%' });
  });

  it('for a business-critical licence only, answers and takes dynamic_max_connections, which caps max_connections', async () => {
    await putSetting({ dynamic_max_connections: 40 });
    expect(await t.getJson('/license/setting')).not.toHaveProperty('dynamic_max_connections');

    await upload(makeLicenseKey({ customerType: 3, maxConnections: 33 }));
    expect((await info()).max_connections).toBe(25);
    expect(await t.getJson('/license/setting')).toMatchObject({ dynamic_max_connections: 25 });
    await putSetting({ dynamic_max_connections: 30 });
    expect((await info()).max_connections).toBe(30);
    await putSetting({ dynamic_max_connections: 99999 });
    expect((await info()).max_connections).toBe(33);
    await expectContractViolation(await putSetting({ dynamic_max_connections: -1 }), 'dynamic_max_connections must be >= 0');
  });

  it('reads percentages as hocon does', () => {
    expect(percentValue('75%')).toBe(0.75);
    expect(percentValue('50.12%')).toBe(0.5012);
    expect(percentValue('x5%')).toBe(0.05);
    expect([percentValue('101%'), percentValue('75'), percentValue('.5%'), percentValue('1.2.3%'), percentValue(75)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
