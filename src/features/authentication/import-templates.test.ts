import { importFormatOf, importTemplate, readImportCounts } from './import-templates';

describe('import templates', () => {
  it('writes a CSV and a JSON template for plain and hashed passwords', () => {
    const csv = importTemplate('csv', 'plain');
    expect(csv.filename).toBe('user-credentials-plain.csv');
    expect(csv.content.split('\n')[0]).toBe('user_id,password,is_superuser');
    const json = JSON.parse(importTemplate('json', 'hash').content) as Record<string, unknown>[];
    expect(Object.keys(json[0]!)).toEqual(['user_id', 'password_hash', 'salt', 'is_superuser']);
  });

  it('takes only .csv and .json files, and reads the counts when the broker sends them', () => {
    expect(importFormatOf('Users.CSV')).toBe('csv');
    expect(importFormatOf('users.json')).toBe('json');
    expect(importFormatOf('users.txt')).toBeUndefined();
    expect(readImportCounts({ total: 3, success: 2, failed: 1 })).toEqual({ total: 3, success: 2, override: 0, skipped: 0, failed: 1 });
    expect(readImportCounts(undefined)).toBeUndefined();
  });
});
