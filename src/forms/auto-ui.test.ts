import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { valueLabel } from '../i18n/labels/labels';
import { withAutoFields } from './auto-ui';
import { freshKey, mapBranch } from './map';
import { sentinelUnion } from './sentinel';
import { tlsMissingCertOrKey } from './tls';
import logSchema from '../../schemas/log.json';
import sslListener from '../../schemas/listener-ssl.json';
import type { RJSFSchema } from '@rjsf/utils';

describe('withAutoFields', () => {
  it('gives sentinel unions the Sentinel field, under the feature uiSchema', () => {
    const limit = { oneOf: [{ type: 'string' as const, enum: ['infinity'] }, { type: 'integer' as const, minimum: 1 }] };
    const priorities = { oneOf: [{ type: 'object' as const }, { type: 'string' as const, enum: ['disabled'] }] };
    expect(sentinelUnion(limit)).toEqual({ sentinel: 'infinity', value: { type: 'integer', minimum: 1 } });
    expect(sentinelUnion(priorities)?.sentinel).toBe('disabled');
    const schema = { type: 'object' as const, properties: { mqtt: { type: 'object' as const, properties: { max: limit } } } };
    expect(withAutoFields(schema, { mqtt: { 'ui:title': 'MQTT' } })).toEqual({
      mqtt: { 'ui:title': 'MQTT', max: { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true } },
    });
  });

  it('edits maps as rows, including "one handler or handlers by name"', () => {
    const file = (logSchema as RJSFSchema).properties?.file as RJSFSchema;
    expect(mapBranch(file)?.additionalProperties).toBeTypeOf('object');
    expect(withAutoFields(logSchema as RJSFSchema).file).toEqual({ 'ui:field': 'Map', 'ui:fieldReplacesAnyOrOneOf': true });
    expect(mapBranch({ anyOf: [{ type: 'object' }, { type: 'string', enum: ['disabled'] }] })).toBeUndefined();
    expect(freshKey(['name', 'name_1'])).toBe('name_2');
  });

  it('lays out TLS blocks with PEM inputs', () => {
    const ui = withAutoFields(sslListener as RJSFSchema, { ssl_options: { certfile: { 'ui:title': 'C' } } });
    expect(ui.ssl_options?.['ui:options']).toEqual({ tls: true });
    expect(ui.ssl_options?.certfile).toEqual({ 'ui:widget': 'Pem', 'ui:title': 'C' });
    expect(ui.ssl_options?.keyfile).toEqual({ 'ui:widget': 'Pem' });
  });
});

describe('tlsMissingCertOrKey', () => {
  const ui = { ssl: { 'ui:options': { requireCertAndKey: true } } };
  it('asks for certificate and key only where the feature requires them and TLS is on', () => {
    expect(tlsMissingCertOrKey(ui, { ssl: { enable: true, certfile: 'PEM', keyfile: '' } })).toEqual([['ssl']]);
    expect(tlsMissingCertOrKey(ui, { ssl: { enable: false } })).toEqual([]);
    expect(tlsMissingCertOrKey(ui, { ssl: { enable: true, certfile: 'a', keyfile: 'b' } })).toEqual([]);
    expect(tlsMissingCertOrKey({}, { ssl: { enable: true } })).toEqual([]);
  });
});

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('localizeSchema', () => {
  it('turns "true, false or a named mode" into one list of choices', async () => {
    const { localizeSchema } = await import('./localized-schema');
    const schema = localizeSchema({ type: 'object', properties: { enable_authn: { oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['quick_deny_anonymous'] }] } } }, i18n);
    expect(schema.properties?.enable_authn).toMatchObject({ enum: [true, false, 'quick_deny_anonymous'] });
  });
});

describe('type selector labels', () => {
  it('names oneOf sub-forms by the value each fixes', async () => {
    const { localizeSchema } = await import('./localized-schema');
    const branch = (backend: string) => ({ type: 'object', properties: { backend: { type: 'string', enum: [backend] }, server: { type: 'string' } } });
    const schema = localizeSchema({ oneOf: [branch('mysql'), branch('redis')] }, i18n);
    expect((schema.oneOf as { title?: string }[]).map((b) => b.title)).toEqual([valueLabel(i18n, 'mysql'), valueLabel(i18n, 'redis')]);
  });
});
