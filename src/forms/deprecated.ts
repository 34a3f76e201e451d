/**
 * A field the broker keeps only for old configs (`deprecated: true`) is shown only while it holds a
 * value of its own: empty, or at the broker's default, it is kept in the value but not drawn.
 */
export function isIdleDeprecated(schema: unknown, value: unknown): boolean {
  if (schema === null || typeof schema !== 'object' || (schema as { deprecated?: unknown }).deprecated !== true) return false;
  if (value === undefined || value === null || value === '') return true;
  const fallback = (schema as { default?: unknown }).default;
  return fallback !== undefined && JSON.stringify(fallback) === JSON.stringify(value);
}
