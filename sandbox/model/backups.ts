/**
 * Data backups as the broker keeps them: `.tar.gz` files in a node's backup folder, made by an
 * export (on the node answering), uploaded, downloaded, deleted, and restored by an import that
 * really puts the archive's configuration roots and table records back into the state.
 */
import { cloneJson, type JsonObject } from '../lib/json';
import { seedAuthenticators } from '../seed/authn';
import { seedAuthz, seedAuthzRules } from '../seed/authz';
import { seedBanned } from '../seed/banned';
import { VERSION, type SandboxNode } from '../seed/cluster';
import { seedConfigs, seedListeners } from '../seed/configs';
import { banKey } from './banned';
import { BACKUP_SUFFIX, backupBaseName, EDITION, packBackup, parseTableText, tableText, unpackBackup, type BackupContent } from './backup-archive';
import { backupRoot, BACKUP_ROOTS, type BackupSource } from './backup-roots';
import { backupTable, BACKUP_TABLES, TABLE_SETS } from './backup-tables';

export interface BackupFile {
  node: string;
  filename: string;
  bytes: Uint8Array;
  /** Epoch ms: when it was written to the node's folder. */
  createdAt: number;
}

/**
 * What an export takes: every root and table unless limited. EMQX 5.8.1's `POST /data/export`
 * has no body, so the API always exports everything; later versions take `root_keys` and
 * `table_sets`, which these mirror (with the same refusals).
 */
export interface ExportOptions {
  rootKeys?: readonly string[];
  tableSets?: readonly string[];
}

/** The archive's content from the state, or the broker's refusal of unknown roots or table sets. */
export function backupContent(source: BackupSource, options: ExportOptions = {}): BackupContent | { error: string } {
  const unknownRoots = [...new Set(options.rootKeys ?? [])].filter((key) => !backupRoot(key)).sort();
  if (unknownRoots.length) return { error: `Invalid root keys: ${unknownRoots.join(', ')}` };
  const unknownSets = [...new Set(options.tableSets ?? [])].filter((set) => !TABLE_SETS.has(set)).sort();
  if (unknownSets.length) return { error: `Invalid table sets: ${unknownSets.join(', ')}` };
  const roots = options.rootKeys ? BACKUP_ROOTS.filter((r) => options.rootKeys!.includes(r.key)) : BACKUP_ROOTS;
  const tables = options.tableSets ? BACKUP_TABLES.filter((t) => options.tableSets!.includes(t.set)) : BACKUP_TABLES;
  return {
    meta: { version: VERSION, edition: EDITION },
    config: Object.fromEntries(roots.map((r) => [r.key, r.read(source)])),
    tables: new Map(tables.map((t) => [t.name, tableText(t.read(source))])),
  };
}

const onNode = (backups: readonly BackupFile[], node: string, filename: string) => backups.find((b) => b.node === node && b.filename === filename);

/** A new archive of `content` named after `at`, on `node`: a later millisecond if that name is taken there. */
function writeBackup(backups: BackupFile[], node: string, content: BackupContent, at: number): BackupFile {
  let ms = at;
  while (onNode(backups, node, `${backupBaseName(ms)}${BACKUP_SUFFIX}`)) ms++;
  const base = backupBaseName(ms);
  const file: BackupFile = { node, filename: `${base}${BACKUP_SUFFIX}`, bytes: packBackup(base, content, ms), createdAt: ms };
  backups.push(file);
  return file;
}

interface BackupState extends BackupSource {
  nodes: SandboxNode[];
  backups: BackupFile[];
  now(): number;
}

/** `POST /data/export`: a backup of the state on the node answering (the first one). */
export function exportBackup(state: BackupState, options: ExportOptions = {}): BackupFile | { error: string } {
  const content = backupContent(state, options);
  if ('error' in content) return content;
  return writeBackup(state.backups, state.nodes[0]!.name, content, state.now());
}

/** What the API answers for a file (`backup_file_info`). */
export function backupFileInfo(file: BackupFile) {
  const seconds = Math.floor(file.createdAt / 1000);
  return {
    node: file.node,
    filename: file.filename,
    size: file.bytes.length,
    created_at: new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'),
    created_at_sec: seconds,
  };
}

/** Every node's files, newest first, then by name (descending), as the broker lists them. */
export function listBackups(backups: readonly BackupFile[]): BackupFile[] {
  const seconds = (f: BackupFile) => Math.floor(f.createdAt / 1000);
  return [...backups].sort((a, b) => seconds(b) - seconds(a) || (a.filename < b.filename ? 1 : a.filename > b.filename ? -1 : 0));
}

export const findBackup = onNode;

export interface ImportResult {
  /** The broker's lines for tables it could not restore, then for config roots. */
  errors: string[];
}

/**
 * `POST /data/import`: the archive's config roots the sandbox keeps, then its tables, each put
 * back on its own; what failed is reported and the rest stays imported, as the broker does.
 * Roots and tables the sandbox does not keep are passed over. A refused archive changes nothing.
 */
export function importBackup(state: BackupSource, file: BackupFile): ImportResult | { error: string } {
  const content = unpackBackup(file.filename, file.bytes);
  if ('error' in content) return content;
  const configErrors: string[] = [];
  for (const [key, value] of Object.entries(content.config ?? {})) {
    const reason = backupRoot(key)?.write(state, cloneJson(value));
    if (reason) configErrors.push(`Failed to import the following config path: "${key}", reason: ${reason}\n`);
  }
  const dbErrors: string[] = [];
  for (const [name, text] of content.tables) {
    const table = backupTable(name);
    if (!table) continue;
    const records = parseTableText(text);
    const reason = Array.isArray(records) ? table.write(state, records as JsonObject[]) : `not a record on line ${records.badLine}`;
    if (reason) dbErrors.push(`[error] Failed to import built-in database table: ${name}, reason: ${reason}\n`);
  }
  return { errors: [...dbErrors, ...configErrors] };
}

const HOUR = 3_600_000;

/**
 * Two backups an operator made earlier, of the state as seeded: a nightly one on the first node
 * three days ago and one on the second node yesterday (restoring either brings the seeded
 * configuration back, and re-adds seeded records that were deleted).
 */
export function seedBackups(nodes: SandboxNode[], startedAt: number): BackupFile[] {
  const source: BackupSource = {
    configs: seedConfigs(),
    zones: {},
    listeners: seedListeners(),
    authn: seedAuthenticators(nodes),
    authz: seedAuthz(nodes),
    authzRules: seedAuthzRules(),
    banned: new Map(seedBanned(startedAt).map((ban) => [banKey(ban.as, ban.who), ban])),
  };
  const content = backupContent(source) as BackupContent;
  const backups: BackupFile[] = [];
  writeBackup(backups, nodes[0]!.name, content, startedAt - 72 * HOUR - 4 * HOUR - 417);
  writeBackup(backups, nodes[1]?.name ?? nodes[0]!.name, content, startedAt - 20 * HOUR + 12_081);
  return backups;
}
