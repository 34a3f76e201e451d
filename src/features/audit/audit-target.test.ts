import { describe, expect, it } from 'vitest';
import type { AuditAudit } from '../../generated/model';
import { auditTarget, goneTargets } from './audit-target';

const entry = (method: string, template: string, bindings: Record<string, string> = {}, body: Record<string, unknown> = {}, status = 200): AuditAudit =>
  ({ http_method: method, operation_id: template, http_status_code: status, operation_result: status < 300 ? 'success' : 'failure', http_request: { bindings, body } }) as AuditAudit;

describe('auditTarget', () => {
  it('names the object from the path, or from the body of a create', () => {
    expect(auditTarget(entry('PUT', '/rules/{id}', { id: 'temperature_alerts' }))).toMatchObject({ name: 'temperature_alerts', link: { to: '/rules/detail/$id', params: { id: 'temperature_alerts' } } });
    expect(auditTarget(entry('POST', '/actions', {}, { type: 'http', name: 'orders' }))).toMatchObject({ name: 'http:orders', link: { to: '/bridge/detail/$id' } });
    expect(auditTarget(entry('POST', '/authentication', {}, { mechanism: 'password_based', backend: 'mysql' }))?.name).toBe('password_based:mysql');
    expect(auditTarget(entry('PUT', '/authorization/sources/{type}', { type: 'file' }))).toMatchObject({ name: 'file', link: { to: '/authorization/detail/$type' } });
    expect(auditTarget(entry('DELETE', '/banned/{as}/{who}', { as: 'clientid', who: 'scanner-77' }))?.name).toBe('scanner-77');
    expect(auditTarget(entry('PUT', '/sources/{id}/enable/{enable}', { id: 'mqtt:in', enable: 'false' }))).toMatchObject({ name: 'mqtt:in', link: { search: { kind: 'source' } } });
  });

  it('names a screen-wide setting without a name, and nothing for what the console does not know', () => {
    const settings = auditTarget(entry('PUT', '/authorization/settings'));
    expect(settings?.name).toBeUndefined();
    expect(settings?.link).toMatchObject({ to: '/authorization' });
    expect(auditTarget(entry('PUT', '/unknown_things/{id}', { id: 'x' }))).toBeUndefined();
    expect(auditTarget({ from: 'cli', args: ['conf', 'load'] } as AuditAudit)).toBeUndefined();
  });
});

describe('goneTargets', () => {
  it('drops the link of an object the newest successful change on the page deleted, and of one never made', () => {
    const page = [
      entry('DELETE', '/rules/{id}', { id: 'old' }),
      entry('PUT', '/rules/{id}', { id: 'old' }),
      entry('DELETE', '/rules/{id}', { id: 'back' }, {}, 404),
      entry('POST', '/rules', {}, { id: 'back' }),
      entry('DELETE', '/rules/{id}', { id: 'back' }),
      entry('POST', '/actions', {}, { type: 'http', name: 'refused' }, 400),
    ];
    expect([...goneTargets(page)].sort()).toEqual([0, 1, 5]);
  });
});
