const pascal = (s: string): string =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * `GET /clients/{clientid}` → `getClientsByClientid`, `DELETE /banned/{as}/{who}` → `deleteBannedByAsAndWho`.
 * Derived only from the method and path, so names stay stable across broker versions. The API
 * document's normalizer names every operation so (scripts/openapi/normalize.ts), and the answer
 * checker finds each GET's zod schema by it (answer-shape.ts).
 */
export function operationName(method: string, path: string): string {
  let name = method.toLowerCase();
  let previousWasParam = false;
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^\{(.+)\}$/.exec(segment);
    if (param) {
      name += (previousWasParam ? 'And' : 'By') + pascal(param[1]!);
      previousWasParam = true;
    } else {
      name += pascal(segment);
      previousWasParam = false;
    }
  }
  return name;
}
