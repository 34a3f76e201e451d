import { createdAtMs, present } from './audit-entry';
import { auditSearch, toAuditParams } from './audit-search';

describe('audit log search', () => {
  it('reads the URL, repairing what a hand-edited one gets wrong', () => {
    expect(auditSearch.parse({})).toEqual({ page: 1, limit: 20 });
    expect(auditSearch.parse({ user: 'admin', method: 'POST', result: 'failure', page: '3' })).toEqual({ page: 3, limit: 20, user: 'admin', result: 'failure' });
  });

  it('sends the filters as the contract names them, times as RFC 3339, and nothing for empty ones', () => {
    const params = toAuditParams(
      auditSearch.parse({ user: ' admin ', method: 'post', node: 'emqx@node1.emqx.io', through: 'rest_api', ip: ' 10.20.8.3 ', operation: 'schema_registry', from: '2025-01-15T09:30', to: '', page: 2, limit: 50 }),
    );
    expect(params).toEqual({
      page: 2,
      limit: 50,
      source: 'admin',
      http_method: 'post',
      node: 'emqx@node1.emqx.io',
      from: 'rest_api',
      source_ip: '10.20.8.3',
      operation_type: 'schema_registry',
      gte_created_at: new Date('2025-01-15T09:30').toISOString(),
    });
    expect(toAuditParams(auditSearch.parse({ from: 'garbage', through: 'telnet', result: 'failure' }))).toEqual({ page: 1, limit: 20, operation_result: 'failure' });
  });
});

describe('audit entry', () => {
  it('reads created_at as RFC 3339 with microseconds or epoch microseconds', () => {
    const at = Date.UTC(2023, 9, 17, 2, 41, 20, 383);
    expect(createdAtMs('2023-10-17T10:41:20.383993+08:00')).toBe(at);
    expect(createdAtMs(at * 1000 + 993)).toBe(at);
    expect(createdAtMs('not a time')).toBeUndefined();
    expect(createdAtMs(undefined)).toBeUndefined();
  });

  it('treats the empty lists of CLI entries as no value', () => {
    expect(present([])).toBeUndefined();
    expect(present('')).toBeUndefined();
    expect(present('post')).toBe('post');
    expect(present(0)).toBe(0);
  });
});
