/**
 * `POST /authentication/{id}/import_users`: the broker reads a CSV or JSON file (by its extension)
 * or a JSON array body, of `plain` users (user_id, password, is_superuser) or `hash` users
 * (user_id, password_hash, salt, is_superuser), and answers how many it took.
 */
import type { AuthnUser } from './authn';

export type ImportType = 'plain' | 'hash';

export interface ImportResult {
  total: number;
  success: number;
  override: number;
  skipped: number;
  failed: number;
}

/** One CSV line split on commas, with double-quoted fields ("" inside quotes is a quote). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** Rows of a CSV file with a header line, as objects keyed by the header's names. */
export function parseCsv(text: string): Record<string, string>[] | { error: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const [header, ...rows] = lines;
  if (header === undefined) return { error: 'Empty CSV file' };
  const names = splitCsvLine(header);
  if (!names.includes('user_id')) return { error: 'CSV header must name user_id' };
  return rows.map((row) => {
    const values = splitCsvLine(row);
    return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  });
}

export function parseJsonUsers(text: string): unknown[] | { error: string } {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : { error: 'JSON content must be an array of users' };
  } catch {
    return { error: 'Invalid JSON file' };
  }
}

function readSuperuser(value: unknown): boolean | undefined {
  if (value === undefined || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  return undefined;
}

/** A record of the file as a user, or undefined when it lacks what its type needs. */
export function toUser(record: unknown, type: ImportType): AuthnUser | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const r = record as Record<string, unknown>;
  const isSuperuser = readSuperuser(r.is_superuser);
  if (typeof r.user_id !== 'string' || !r.user_id || isSuperuser === undefined) return undefined;
  if (type === 'plain') {
    if (typeof r.password !== 'string' || !r.password) return undefined;
    return { user_id: r.user_id, password: r.password, is_superuser: isSuperuser };
  }
  if (typeof r.password_hash !== 'string' || !r.password_hash) return undefined;
  return { user_id: r.user_id, password_hash: r.password_hash, salt: typeof r.salt === 'string' ? r.salt : '', is_superuser: isSuperuser };
}

/** Adds the file's users to `users`: new ones count as success, existing ones are overridden, repeats in the file skipped. */
export function importUsers(users: Map<string, AuthnUser>, records: readonly unknown[], type: ImportType): ImportResult {
  const result: ImportResult = { total: records.length, success: 0, override: 0, skipped: 0, failed: 0 };
  const seen = new Set<string>();
  for (const record of records) {
    const user = toUser(record, type);
    if (!user) result.failed++;
    else if (seen.has(user.user_id)) result.skipped++;
    else {
      seen.add(user.user_id);
      if (users.has(user.user_id)) result.override++;
      else result.success++;
      users.set(user.user_id, user);
    }
  }
  return result;
}
