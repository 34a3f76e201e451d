/**
 * Marks of the products several galleries name (databases, HTTP, LDAP…), so MySQL looks the same in
 * the bridge, authentication and authorization galleries. Letters and glyphs of our own, no logos.
 */
import { CircleOff, Database, FileText, Globe, KeyRound, RadioTower } from 'lucide-react';
import type { GalleryMark } from './types';

export const COMMON_MARKS = {
  http: { icon: Globe, palette: 'blue' },
  mqtt: { icon: RadioTower, palette: 'brand' },
  mysql: { text: 'My', palette: 'blue' },
  postgresql: { text: 'Pg', palette: 'cyan' },
  mongodb: { text: 'Mo', palette: 'green' },
  redis: { text: 'Re', palette: 'red' },
  ldap: { text: 'LD', palette: 'orange' },
  file: { icon: FileText, palette: 'gray' },
  built_in_database: { icon: Database, palette: 'brand' },
  jwt: { icon: KeyRound, palette: 'yellow' },
  none: { icon: CircleOff, palette: 'gray' },
} as const satisfies Record<string, GalleryMark>;

/** A mark from a name's initials, for a type no catalog knows yet. */
export function initialsMark(name: string, palette: GalleryMark['palette'] = 'gray'): GalleryMark {
  const words = name.split(/[\s_:-]+/).filter(Boolean);
  const text = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return { text: text.length > 1 ? text[0]!.toUpperCase() + text.slice(1) : text.toUpperCase(), palette };
}
