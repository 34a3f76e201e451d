import { useState } from 'react';

/**
 * A screen's view state held by its route's URL when the route passes it (deep links, Back), or
 * by the component itself when it is shown outside such a route (another screen, a test).
 */
export function useSearchState<T extends object>(search: T | undefined, onSearch: ((patch: Partial<T>) => void) | undefined, initial: T): [T, (patch: Partial<T>) => void] {
  const [own, setOwn] = useState(initial);
  if (search && onSearch) return [{ ...initial, ...search }, onSearch];
  return [own, (patch) => setOwn((prev) => ({ ...prev, ...patch }))];
}
