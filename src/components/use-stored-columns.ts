import { useCallback, useState } from 'react';

/** Which columns of a wide table the user chose to see, remembered in this browser per table. */
export function useStoredColumns(table: string, defaults: string[]): [string[], (next: string[]) => void] {
  const key = `emqx-console.columns.${table}`;
  const [visible, setVisible] = useState<string[]>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : defaults;
    } catch {
      return defaults;
    }
  });
  const update = useCallback(
    (next: string[]) => {
      setVisible(next);
      localStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  return [visible, update];
}
