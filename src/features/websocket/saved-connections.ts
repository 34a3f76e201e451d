/**
 * Connection settings and subscriptions saved in localStorage so a reload finds them again. The
 * password is saved only when the user ticked "remember password"; otherwise it is blanked first.
 */
import type { ConnectionConfig, QoS } from './connection-config';

export interface SavedSubscription {
  topic: string;
  qos: QoS;
  noLocal: boolean;
  retainAsPublished: boolean;
  retainHandling: 0 | 1 | 2;
}

export interface SavedConnection {
  id: string;
  config: ConnectionConfig;
  subscriptions: SavedSubscription[];
}

export const STORAGE_KEY = 'emqx-console.websocket-connections';

export function toSaved(connections: SavedConnection[]): string {
  return JSON.stringify(
    connections.map(({ id, config, subscriptions }) => ({
      id,
      config: config.rememberPassword ? config : { ...config, password: '' },
      subscriptions: subscriptions.map(({ topic, qos, noLocal, retainAsPublished, retainHandling }) => ({
        topic,
        qos,
        noLocal,
        retainAsPublished,
        retainHandling,
      })),
    })),
  );
}

/** Saved connections merged over fresh defaults, so settings added in a later version get their default. */
export function fromSaved(text: string | null, defaults: (name: string) => ConnectionConfig): SavedConnection[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: Partial<SavedConnection>) => {
      if (typeof entry?.id !== 'string' || typeof entry.config !== 'object' || entry.config === null) return [];
      const base = defaults(entry.config.name ?? '');
      const config: ConnectionConfig = {
        ...base,
        ...entry.config,
        will: { ...base.will, ...entry.config.will },
        properties: { ...base.properties, ...entry.config.properties },
      };
      return [
        {
          id: entry.id,
          config,
          subscriptions: Array.isArray(entry.subscriptions) ? entry.subscriptions : [],
        },
      ];
    });
  } catch {
    return [];
  }
}

export function loadSaved(defaults: (name: string) => ConnectionConfig): SavedConnection[] {
  try {
    return fromSaved(localStorage.getItem(STORAGE_KEY), defaults);
  } catch {
    return [];
  }
}

export function save(connections: SavedConnection[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, toSaved(connections));
  } catch {
    // Private mode or a full quota: the settings still hold for this visit.
  }
}
