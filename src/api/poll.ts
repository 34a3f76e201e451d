/**
 * A poll interval spread by key over a fifth of `base`: the rows of a long list that each poll
 * their own counters (a hundred rules every 30 s) then ask at different instants, not all at once.
 * The same key always gets the same interval, so a row's rhythm is steady.
 */
export function spreadInterval(key: string, base: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return base + (hash % Math.max(1, Math.floor(base / 5)));
}
