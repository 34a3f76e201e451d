import { ApiError } from '../../../api/api-error';
import { createBody, draftOf, isSqlRefusal, NEW_RULE, updateBody } from './rule-draft';

const loaded = {
  id: 'r1',
  name: 'legacy',
  sql: 'SELECT * FROM "t/#"',
  actions: [{ function: 'console' }, 'http:sink'],
  enable: false,
  description: 'd',
  metadata: { created_at: 1 },
};

describe('rule draft', () => {
  it('reads a rule and writes it back whole', () => {
    const draft = draftOf(loaded);
    expect(draft).toMatchObject({ id: 'r1', enable: false, description: 'd' });
    expect(updateBody(draft, loaded)).toEqual({ sql: loaded.sql, actions: loaded.actions, enable: false, description: 'd', name: 'legacy', metadata: { created_at: 1 } });
  });

  it('sends the id of a new rule only when one was typed', () => {
    expect(createBody(NEW_RULE)).not.toHaveProperty('id');
    expect(createBody({ ...NEW_RULE, id: ' r2 ' })).toMatchObject({ id: 'r2', enable: true, actions: [] });
  });

  it('tells a refusal of the SQL from one of the rule', () => {
    const bad = (message: string) => new ApiError(message, { status: 400, body: { code: 'BAD_REQUEST', message } });
    expect(isSqlRefusal(bad("{parse_error,{\"1: syntax error before: 'FROM'\",[]}}"))).toBe(true);
    expect(isSqlRefusal(bad('syntax error: a rule needs FROM with at least one topic in double quotes'))).toBe(true);
    expect(isSqlRefusal(bad('rule id already exists'))).toBe(false);
  });
});
