/**
 * A data backup file as EMQX 5.8 writes it: `emqx-export-YYYY-MM-DD-HH-MM-SS.sss.tar.gz`, a gzipped
 * tar with everything under a folder of the same name: `META.hocon` (version and edition),
 * `cluster.hocon` (the configuration roots) and `mnesia/<table>` (built-in database tables). The
 * sandbox writes cluster.hocon as JSON (which HOCON reads as is) and each table as JSON lines, and
 * refuses what the broker refuses with the broker's messages (`emqx_mgmt_data_backup:format_error`).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { isJsonObject, type JsonObject } from '../lib/json';
import { readTar, TarError, writeTar, type TarEntry } from '../lib/tar';
import { VERSION } from '../seed/cluster';

export const BACKUP_SUFFIX = '.tar.gz';
const META_FILE = 'META.hocon';
const CLUSTER_HOCON = 'cluster.hocon';
const MNESIA_DIR = 'mnesia';
/** What the sandbox is: EMQX Enterprise. */
export const EDITION = 'ee';

export const BACKUP_ERRORS = {
  badName: `invalid backup name: file name must have ${BACKUP_SUFFIX} extension`,
  notFound: 'backup file not found',
  badArchiveDir: 'invalid backup archive content: all files in the archive must be under <backup name> directory',
  missingMeta: `invalid backup archive file: missing ${META_FILE}`,
  invalidEdition: `invalid backup archive content: wrong EMQX edition value in ${META_FILE}`,
  invalidVersion: `invalid backup archive content: wrong EMQX version value in ${META_FILE}`,
  alreadyExists: (name: string) => `Backup file "${name}" already exists`,
  newerVersion: (version: string) => `[warning] Backup version "${version}" is newer than EMQX version "${VERSION}", import is not allowed.\n`,
  // The sandbox's own limit: it writes and reads cluster.hocon in HOCON's JSON form only.
  unreadableHocon: `invalid backup archive content: ${CLUSTER_HOCON} is not a JSON object (the sandbox reads HOCON only in its JSON form)`,
} as const;

export interface BackupMeta {
  version: string;
  edition: string;
}

export interface BackupContent {
  meta: BackupMeta;
  /** The configuration roots of cluster.hocon; undefined when the archive has none (allowed). */
  config?: JsonObject;
  /** Built-in database tables by name, as the text of their files (read when imported, as the broker does). */
  tables: Map<string, string>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The broker's name for a backup made at `ms` (the broker uses its local time; the sandbox, UTC). */
export function backupBaseName(ms: number): string {
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}-${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
  return `emqx-export-${date}-${time}`;
}

/** A file name the broker keeps in its backup folder: one path segment ending in `.tar.gz`. */
export function isBackupName(name: string): boolean {
  const base = name.slice(0, -BACKUP_SUFFIX.length);
  return name.endsWith(BACKUP_SUFFIX) && base !== '' && base !== '.' && base !== '..' && !/[/\\]/.test(name);
}

/** META.hocon as hocon_pp prints it. */
const metaText = (meta: BackupMeta) => `edition = ${JSON.stringify(meta.edition)}\nversion = ${JSON.stringify(meta.version)}\n`;

/** The two keys of META.hocon: `key = value` lines (quoted or not), or the same as a JSON object. */
function parseMeta(text: string): Partial<Record<string, string>> {
  try {
    const json: unknown = JSON.parse(text);
    if (isJsonObject(json)) return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  } catch {
    // HOCON proper: read line by line below.
  }
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][\w.]*)\s*[=:]\s*(?:"([^"]*)"|([^\s#]+))\s*(?:#.*)?$/.exec(line);
    if (m) out[m[1]!] = m[2] ?? m[3]!;
  }
  return out;
}

/** The archive's bytes: the named files under `base/`, gzipped. */
export function packBackup(base: string, content: BackupContent, mtime: number): Uint8Array {
  const files = [{ name: `${base}/${META_FILE}`, content: metaText(content.meta) }];
  if (content.config) files.push({ name: `${base}/${CLUSTER_HOCON}`, content: `${JSON.stringify(content.config, null, 2)}\n` });
  for (const [table, text] of content.tables) files.push({ name: `${base}/${MNESIA_DIR}/${table}`, content: text });
  return new Uint8Array(gzipSync(writeTar(files, mtime)));
}

/** JSON lines of records: one table's file. */
export const tableText = (records: readonly JsonObject[]): string => records.map((r) => `${JSON.stringify(r)}\n`).join('');

/** The records of one table's file, or the number of the first line that is not a JSON object. */
export function parseTableText(text: string): JsonObject[] | { badLine: number } {
  const records: JsonObject[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      return { badLine: i + 1 };
    }
    if (!isJsonObject(record)) return { badLine: i + 1 };
    records.push(record);
  }
  return records;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** erl_tar's words for what is wrong with the bytes (the broker opens backups in `compressed` mode). */
function tarEntries(bytes: Uint8Array): TarEntry[] | string {
  let tar = bytes;
  // Erlang's compressed file mode reads plain data as it is: an uncompressed tar is accepted too.
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      tar = new Uint8Array(gunzipSync(bytes));
    } catch {
      return 'Unexpected end of file';
    }
  }
  if (tar.length < 512) return 'Unexpected end of file';
  try {
    return readTar(tar);
  } catch (error) {
    if (!(error instanceof TarError)) throw error;
    if (/checksum/i.test(error.message)) return 'Checksum failed';
    if (/cut short/i.test(error.message)) return 'Unexpected end of file';
    return 'Unrecognized tar header format';
  }
}

const decoder = new TextDecoder();

/** `major.minor` of a version, or undefined when it has none. */
function minorVersion(version: string): [number, number] | undefined {
  const m = /^(\d+)\.(\d+)/.exec(version);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/**
 * What the broker checks when a backup is uploaded or imported, in its order: the archive can be
 * read, every file is under the backup's folder, META.hocon names an edition and a version this
 * node can take, cluster.hocon (when present) can be read. The content, or the broker's message.
 */
export function unpackBackup(filename: string, bytes: Uint8Array): BackupContent | { error: string } {
  if (!isBackupName(filename)) return { error: BACKUP_ERRORS.badName };
  const entries = tarEntries(bytes);
  if (typeof entries === 'string') return { error: entries };
  const base = filename.slice(0, -BACKUP_SUFFIX.length);
  if (entries.some((e) => e.name.split('/')[0] !== base)) return { error: BACKUP_ERRORS.badArchiveDir };
  const file = (path: string) => entries.find((e) => e.type === 'file' && e.name === `${base}/${path}`);

  const metaFile = file(META_FILE);
  const meta = metaFile ? parseMeta(decoder.decode(metaFile.data)) : {};
  if (meta.edition === undefined || meta.version === undefined) return { error: BACKUP_ERRORS.missingMeta };
  if (meta.edition !== 'ee' && meta.edition !== 'ce') return { error: BACKUP_ERRORS.invalidEdition };
  const version = minorVersion(meta.version);
  const own = minorVersion(VERSION)!;
  if (!version) return { error: BACKUP_ERRORS.invalidVersion };
  // The broker's comparison, minor against minor whatever the major (emqx_mgmt_data_backup:check_version).
  if (version[0] > own[0] || version[1] > own[1]) return { error: BACKUP_ERRORS.newerVersion(meta.version) };

  let config: JsonObject | undefined;
  const hocon = file(CLUSTER_HOCON);
  if (hocon) {
    try {
      const parsed: unknown = JSON.parse(decoder.decode(hocon.data));
      if (!isJsonObject(parsed)) return { error: BACKUP_ERRORS.unreadableHocon };
      config = parsed;
    } catch {
      return { error: BACKUP_ERRORS.unreadableHocon };
    }
  }

  const tables = new Map<string, string>();
  const prefix = `${base}/${MNESIA_DIR}/`;
  for (const entry of entries) {
    if (entry.type === 'file' && entry.name.startsWith(prefix) && !entry.name.slice(prefix.length).includes('/')) {
      tables.set(entry.name.slice(prefix.length), decoder.decode(entry.data));
    }
  }
  return { meta: { edition: meta.edition, version: meta.version }, ...(config ? { config } : {}), tables };
}
