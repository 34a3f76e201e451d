/**
 * A whole new order for a chain (`PUT /authentication/order`, `PUT /authorization/sources/order`),
 * read as emqx_authn_config:reorder_authenticators and emqx_authz:reorder_sources do: each name
 * takes its member out of those left; a name with none left (unknown, or named twice) is "not found",
 * and members never named are "not reordered". Either refuses the whole request.
 */
export type ChainKind = 'authenticators' | 'authorization sources';

/** The lists as the broker joins them: the not-found names latest first, as its accumulator holds them. */
function message(kind: ChainKind, notFound: readonly string[], notReordered: readonly string[]): string {
  const head = kind === 'authenticators' ? 'Authenticators' : 'Authorization sources';
  const found = `${head}: ${notFound.join(', ')} are not found`;
  const positions = `No positions are specified for ${kind}: ${notReordered.join(', ')}`;
  if (notReordered.length === 0) return found;
  if (notFound.length === 0) return positions;
  return `${found}, ${positions}`;
}

export function applyOrder(current: readonly string[], wanted: readonly string[], kind: ChainKind): string[] | { error: string } {
  const remaining = [...current];
  const ordered: string[] = [];
  const notFound: string[] = [];
  for (const name of wanted) {
    const at = remaining.indexOf(name);
    if (at < 0) notFound.unshift(name);
    else ordered.push(...remaining.splice(at, 1));
  }
  if (notFound.length || remaining.length) return { error: message(kind, notFound, remaining) };
  return ordered;
}
