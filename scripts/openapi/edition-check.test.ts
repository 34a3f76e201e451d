import { describe, expect, it } from 'vitest';
import { carryChinese } from './carry-zh';
import { capabilityProbes, formatMissing, missingInOpenSource } from './edition-check';
import type { JsonObject } from './normalize';

const op = (tag: string) => ({ tags: [tag], responses: { 200: { description: 'ok' } } });
const doc = (title: string, paths: Record<string, unknown>): JsonObject => ({ openapi: '3.0.0', info: { title, version: '5.9.0' }, paths, components: { schemas: {} } }) as JsonObject;

describe('an open-source pull', () => {
  it('lists the operations the console calls that the open-source document lacks, and whether a probe covers each', () => {
    const enterprise = doc('EMQX Enterprise API', { '/clients': { get: op('Clients') }, '/alarms': { get: op('Alarms') }, '/license': { get: op('License') }, '/audit/{id}': { get: op('Audit') } });
    const openSource = doc('EMQX API', { '/clients': { get: op('Clients') } });
    const sources = { 'src/features/alarms/AlarmsView.tsx': 'useGetAlarms()', 'src/features/license/LicenseView.tsx': 'useGetLicense()', 'src/features/x/X.tsx': 'getClients()' };
    const probes = capabilityProbes("  alarms: { url: '/alarms', params: { limit: 1 }, name: msg`Alarms` },\n  audit: { url: '/audit', name: msg`Audit` },");
    expect(probes).toEqual({ alarms: '/alarms', audit: '/audit' });
    const missing = missingInOpenSource(enterprise, openSource, sources, probes);
    expect(missing.map((m) => [m.key, m.probedBy, m.files.map((f) => f.file)])).toEqual([
      ['GET /alarms', 'alarms', ['src/features/alarms/AlarmsView.tsx']],
      ['GET /license', undefined, ['src/features/license/LicenseView.tsx']],
    ]);
    expect(formatMissing(missing)).toContain('NOT PROBED  GET /license');
  });
});

describe('an English-only pull', () => {
  it('keeps the previous Chinese help where the English text did not change, and lists the rest', () => {
    const before = { components: { schemas: { a: { properties: { x: { description: 'Max size.' }, y: { description: 'Old text.' } } } } } };
    const zh = { components: { schemas: { a: { properties: { x: { description: '最大大小。' }, y: { description: '旧文本。' } } } } } };
    const after = { components: { schemas: { a: { properties: { x: { description: 'Max size.' }, y: { description: 'New text.' }, z: { description: 'Added.' } } } } } };
    const carried = carryChinese(after, before, zh);
    expect(carried.doc).toEqual({ components: { schemas: { a: { properties: { x: { description: '最大大小。' }, y: { description: 'New text.' }, z: { description: 'Added.' } } } } } });
    expect(carried.carried).toBe(1);
    expect(carried.missing).toEqual(['$.components.schemas.a.properties.y.description', '$.components.schemas.a.properties.z.description']);
  });
});
