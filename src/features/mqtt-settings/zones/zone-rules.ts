import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names start with a letter and contain letters, digits, underscores and '-' (spec, section 5). */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function zoneNameError(name: string, taken: readonly string[], i18n: I18n): string | undefined {
  if (name.trim() === '') return i18n._(msg`Zone name is required`);
  if (!NAME.test(name)) return i18n._(msg`Start with a letter; use only letters, digits, underscores and '-'`);
  if (taken.includes(name)) return i18n._(msg`Zone name already exists`);
  return undefined;
}

export type ZoneMap = Record<string, { mqtt?: Record<string, unknown> }>;

/** `PUT /configs?mode=merge` body adding or changing one zone (JSON is valid HOCON). */
export const zoneMergeBody = (name: string, mqtt: Record<string, unknown>): string => JSON.stringify({ zones: { [name]: { mqtt } } });

/**
 * `PUT /configs?mode=replace` body: the zones exactly as the broker gave them, but the one removed.
 * Replace mode rewrites the whole `zones` root, so leaving a zone out (`default` above all, which
 * the broker keeps for every listener without one) would delete it too.
 */
export function zonesWithout(zones: ZoneMap, name: string): string {
  if (name === 'default') throw new Error('The default zone cannot be removed');
  return JSON.stringify({ zones: Object.fromEntries(Object.entries(zones).filter(([zone]) => zone !== name)) });
}
