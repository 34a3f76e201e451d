/** Timestamps as the broker writes them (RFC 3339; UTC so the zod `iso.datetime()` check accepts them). */
export const rfc3339 = (ms: number): string => new Date(ms).toISOString();

/** HOCON durations as EMQX writes them: `500ms`, `15s`, `60m`, `1h`, `7d`. */
export function parseDurationMs(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text.trim());
  if (!m) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

/** Query parameters such as `gte_created_at` accept epoch milliseconds or an RFC 3339 string. */
export function parseTimeParam(raw: string): number | undefined {
  if (/^\d+$/.test(raw)) return Number(raw);
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? undefined : ms;
}
