/**
 * A whole new order for a chain (`PUT /authentication/order`, `PUT /authorization/sources/order`).
 * Like the broker, the new order must name every member exactly once: one left out, unknown or
 * named twice refuses the whole request and leaves the chain as it was.
 */
export function applyOrder(current: readonly string[], wanted: readonly string[]): string[] | { error: string } {
  const seen = new Set<string>();
  const duplicated = wanted.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  if (duplicated.length) return { error: `Named more than once: ${duplicated.join(', ')}` };
  const notFound = wanted.filter((id) => !current.includes(id));
  const notReordered = current.filter((id) => !seen.has(id));
  if (notFound.length || notReordered.length) {
    const parts = [notFound.length ? `not found: ${notFound.join(', ')}` : '', notReordered.length ? `not reordered: ${notReordered.join(', ')}` : ''];
    return { error: parts.filter(Boolean).join('; ') };
  }
  return [...wanted];
}
