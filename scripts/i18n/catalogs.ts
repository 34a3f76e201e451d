/** The Lingui catalog files of a language (lingui.config.ts: one per part of the console, e.g. start and screens). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

export function catalogFiles(locale: string, dir = LOCALES_DIR): string[] {
  return readdirSync(path.join(dir, locale))
    .filter((file) => file.endsWith('.po'))
    .sort()
    .map((file) => path.join(dir, locale, file));
}
