/**
 * The id a copy of rule `id` gets: `{id}_duplication`, then `{id}_duplication_1`, `_2`… the first
 * one no rule has yet (the spec's naming of duplicates, docs/product-spec.md §5).
 */
export function duplicateId(id: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = `${id}_duplication`;
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}_${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
