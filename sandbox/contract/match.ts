/**
 * Finds the operation a request addresses. Paths are split on the raw `/` before decoding, so a
 * client ID sent with an unencoded `/` does not silently land on another operation: it matches none.
 * Where templates overlap (`/clients/kickout/bulk` and `/clients/{clientid}/…`), a literal segment
 * wins over a parameter, as in the broker's router.
 */
import type { ContractOperation } from './document';

export type Match =
  | { kind: 'operation'; operation: ContractOperation; params: Record<string, string> }
  | { kind: 'no-path' }
  | { kind: 'no-method'; allowed: string[] }
  | { kind: 'bad-encoding'; segment: string };

/** Negative when `a` is more specific: the first segment where one is literal and the other a parameter decides. */
function bySpecificity(a: ContractOperation, b: ContractOperation): number {
  for (let i = 0; i < a.segments.length; i++) {
    const literalA = typeof a.segments[i] === 'string';
    const literalB = typeof b.segments[i] === 'string';
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return 0;
}

export function createMatcher(operations: ContractOperation[]): (method: string, path: string) => Match {
  const byLength = new Map<number, ContractOperation[]>();
  for (const op of operations) {
    const list = byLength.get(op.segments.length) ?? [];
    list.push(op);
    byLength.set(op.segments.length, list);
  }
  for (const list of byLength.values()) list.sort(bySpecificity);

  return (method, path) => {
    const raw = path.split('/').slice(1);
    const decoded: string[] = [];
    for (const segment of raw) {
      try {
        decoded.push(decodeURIComponent(segment));
      } catch {
        return { kind: 'bad-encoding', segment };
      }
    }
    const fits = (op: ContractOperation): boolean => op.segments.every((s, i) => (typeof s === 'string' ? s === decoded[i] : raw[i] !== ''));
    const candidates = (byLength.get(raw.length) ?? []).filter(fits);
    if (candidates.length === 0) return { kind: 'no-path' };
    const wanted = method === 'HEAD' ? 'GET' : method;
    // The most specific template decides which path this is; only then does the method count.
    const template = candidates[0]!.template;
    const operation = candidates.find((op) => op.template === template && op.method === wanted);
    if (!operation) return { kind: 'no-method', allowed: candidates.filter((op) => op.template === template).map((op) => op.method) };
    const params: Record<string, string> = {};
    operation.segments.forEach((s, i) => {
      if (typeof s !== 'string') params[s.param] = decoded[i]!;
    });
    return { kind: 'operation', operation, params };
  };
}
