import { urlProblem } from './model/opentelemetry';
import { toRecommendType } from './model/prometheus-settings';
import { checkRewriteRules } from './model/topic-rewrite';
import { send, startTestSandbox, type TestSandbox } from './test-support';

const rule = (n: number, dest = `d/${n}/$1`) => ({ action: 'publish', source_topic: `s${n}/#`, re: `^s${n}/(.+)$`, dest_topic: dest });

describe('extension settings: topic rewrite, auto subscribe, OpenTelemetry, Prometheus', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('refuses 20 rewrite rules with 413, a wildcard destination with 400, and a bad regex with 500 as the broker does', async () => {
    const twenty = await t.api('/mqtt/topic_rewrite', send('PUT', Array.from({ length: 20 }, (_, i) => rule(i))));
    expect(twenty.status).toBe(413);
    expect(await twenty.json()).toEqual({ code: 'EXCEED_LIMIT', message: 'Max rewrite rules count is 20' });
    const wildcard = await t.api('/mqtt/topic_rewrite', send('PUT', [rule(1, 'x/+/y')]));
    expect(wildcard.status).toBe(400);
    expect(await wildcard.json()).toEqual({ code: 'BAD_REQUEST', message: 'Cannot use wildcard for destination topic. Invalid topics: [<<"x/+/y">>]' });
    // A subscribe rule may rewrite to a filter.
    expect((await t.api('/mqtt/topic_rewrite', send('PUT', [{ ...rule(1, 'x/+/y'), action: 'subscribe' }]))).status).toBe(200);
    expect(checkRewriteRules([{ ...rule(1), re: '^x/(.+$' }])).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    // PCRE-only syntax is not judged by JavaScript's RegExp.
    expect(checkRewriteRules([{ ...rule(1), re: '(?i)^x/(.+)$' }])).toBeUndefined();
  });

  it('takes 20 auto-subscribe topics (an empty one too) and refuses 21 with 409', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ topic: i === 0 ? '' : `t/${i}` }));
    expect((await t.api('/mqtt/auto_subscribe', send('PUT', twenty))).status).toBe(200);
    const over = await t.api('/mqtt/auto_subscribe', send('PUT', [...twenty, { topic: 't/21' }]));
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ code: 'EXCEED_LIMIT', message: 'Max auto subscribe topic count is  20' });
  });

  it('checks the OpenTelemetry exporter and unknown fields', async () => {
    for (const body of [{ enable: true }, { exporter: { protocol: 'http' } }, { exporter: { endpoint: '' } }, { logs: { nope: 1 } }]) {
      expect((await t.api('/opentelemetry', send('PUT', body))).status).toBe(400);
    }
    expect(urlProblem('nohost.com')).toBeUndefined();
    expect(urlProblem('https://h:65536')).toBeUndefined();
    expect(urlProblem('https://h:65537')).toBe('invalid_port');
    expect(urlProblem('ftp://h')).toBe('unsupported_scheme');
  });

  it('converts a legacy Prometheus body and replaces the stored settings', async () => {
    expect(toRecommendType({ enable: true, interval: '5s' })).toEqual({ push_gateway: { enable: false, interval: '5s' }, collectors: {}, enable_basic_auth: false });
    // The document marks every legacy field required (the broker checks bodies with required => false).
    const collectors = Object.fromEntries(['mnesia', 'vm_statistics', 'vm_system_info', 'vm_memory', 'vm_msacc'].map((c) => [`${c}_collector`, 'disabled']));
    const legacy = { push_gateway_server: 'http://pg:9091', interval: '15s', job_name: 'j', enable: true, vm_dist_collector: 'enabled', ...collectors };
    const put = await t.api('/prometheus', send('PUT', legacy));
    expect(put.status).toBe(200);
    const stored = await t.getJson<Record<string, unknown>>('/prometheus');
    expect(Object.keys(stored).sort()).toEqual(['collectors', 'enable_basic_auth', 'push_gateway']);
    expect(stored).toMatchObject({ push_gateway: { url: 'http://pg:9091', enable: true }, collectors: { vm_dist: 'enabled', mnesia: 'disabled' } });
    const bad = { ...stored, push_gateway: { ...(stored.push_gateway as object), url: 'ftp://x' } };
    expect((await t.api('/prometheus', send('PUT', bad))).status).toBe(400);
  });
});
