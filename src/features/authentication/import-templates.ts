/** The files a user can start an import from: one per format and password type, as the broker reads them. */
export type ImportFormat = 'csv' | 'json';
export type PasswordType = 'plain' | 'hash';

export function importTemplate(format: ImportFormat, type: PasswordType): { filename: string; content: string; mime: string } {
  const rows =
    type === 'plain'
      ? [
          { user_id: 'user1', password: 'password1', is_superuser: true },
          { user_id: 'user2', password: 'password2', is_superuser: false },
        ]
      : [
          { user_id: 'user1', password_hash: 'c5e46903df45e5dc096dc74657610dbee8deaacae656df88a1788f1847390242', salt: 'e378187547bf2d6f0545a3f441aa4d8a', is_superuser: true },
          { user_id: 'user2', password_hash: '9b4d0c43d206d48279e69b9ad7132e22b05ef0e5cd6f4cfd03a0a8e43a64e4ec', salt: '6d3f9bd5b54d94b98adbcfe10b6d181f', is_superuser: false },
        ];
  const filename = `user-credentials-${type}.${format}`;
  if (format === 'json') return { filename, content: `${JSON.stringify(rows, null, 2)}\n`, mime: 'application/json' };
  const header = Object.keys(rows[0]!);
  const lines = [header.join(','), ...rows.map((row) => header.map((key) => String(row[key as keyof typeof row])).join(','))];
  return { filename, content: `${lines.join('\n')}\n`, mime: 'text/csv' };
}

/** The format of a chosen file, by its extension, or undefined when the broker would refuse it. */
export function importFormatOf(filename: string): ImportFormat | undefined {
  const lower = filename.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.json') ? 'json' : undefined;
}

export interface ImportCounts {
  total: number;
  success: number;
  override: number;
  skipped: number;
  failed: number;
}

/** The broker's counts (EMQX 5.8.1 answers them, though its document promises an empty 204). */
export function readImportCounts(answer: unknown): ImportCounts | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as Record<string, unknown>;
  const n = (key: string) => (typeof a[key] === 'number' ? a[key] : 0);
  if (typeof a.total !== 'number') return undefined;
  return { total: n('total'), success: n('success'), override: n('override'), skipped: n('skipped'), failed: n('failed') };
}
