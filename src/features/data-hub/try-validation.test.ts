import { tryCheck, verdict, type TryEnvironment } from './try-validation';

const env: TryEnvironment = { schemaSource: () => undefined, jsonSchemaErrors: async () => ({ errors: [] }), sqlMatches: async () => true, canPost: false };

describe('a validation tried in the browser', () => {
  it('follows the strategy: all must pass, or any one; a check not tried leaves it to the broker', () => {
    const passed = { line: 'a', outcome: 'passed' as const };
    const failed = { line: 'b', outcome: 'failed' as const };
    const unknown = { line: 'c', outcome: 'unknown' as const };
    expect(verdict('all_pass', [passed, unknown])).toBe('unknown');
    expect(verdict('all_pass', [failed, unknown])).toBe('failed');
    expect(verdict('any_pass', [failed, passed])).toBe('passed');
    expect(verdict('any_pass', [failed, unknown])).toBe('unknown');
    expect(verdict('any_pass', [failed])).toBe('failed');
  });

  it('fails a check whose schema the registry lacks, and leaves SQL to an administrator and Avro to the broker', async () => {
    expect(await tryCheck({ type: 'json', schema: 'gone' }, 'json: gone', '{}', env)).toMatchObject({ outcome: 'failed' });
    expect(await tryCheck({ type: 'sql', sql: 'SELECT * WHERE 1 = 1' }, 'SQL', '{}', env)).toMatchObject({ outcome: 'unknown' });
    expect(await tryCheck({ type: 'sql', sql: 'SELECT * WHERE 1 = 1' }, 'SQL', '{}', { ...env, canPost: true })).toMatchObject({ outcome: 'passed' });
    expect(await tryCheck({ type: 'avro', schema: 'device_event' }, 'avro', '{}', env)).toMatchObject({ outcome: 'unknown' });
    expect(await tryCheck({ type: 'json', schema: 's' }, 'json', 'nope', { ...env, schemaSource: () => '{}' })).toMatchObject({ outcome: 'failed' });
  });
});
