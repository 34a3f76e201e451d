import * as z from 'zod/mini';
import { paging } from '../../components/search-params';
import type { EmqxMgmtApiDataBackupBackupFileInfo } from '../../generated/model';

/** The list's page lives in the URL; the broker lists newest first and sorts no other way. */
export const backupsSearch = z.object(paging);
export type BackupsSearch = z.infer<typeof backupsSearch>;

/** Export, import and upload can take minutes on a large cluster: the reference console gives them 600 s. */
export const LONG_OPERATION_MS = 600_000;

/**
 * The largest backup the console uploads; beyond it, the command line tool (`emqx ctl data import`),
 * which reads the file from the node's disk. The dashboard API holds an upload whole in the node's
 * memory (minirest reads a file part into one binary), writes it and unpacks it to check it before
 * anything is imported, on a node that is serving clients meanwhile; and 100 MiB is what a slow
 * 200 KiB/s link sends within the 600 s an upload is given.
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const BACKUP_FILE = /\.tar\.gz$/i;

export type UploadProblem = 'extension' | 'too-big';

/** Why a chosen file cannot be uploaded, before anything is sent; undefined when it can. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | undefined {
  if (!BACKUP_FILE.test(file.name)) return 'extension';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-big';
  return undefined;
}

/** A listed file as the broker answers it: the document leaves out the size it sends. */
export type BackupFile = EmqxMgmtApiDataBackupBackupFileInfo & { size?: unknown };

/** The file's size in bytes when the broker gave one. */
export function backupSize(file: BackupFile): number | undefined {
  return typeof file.size === 'number' && Number.isFinite(file.size) && file.size >= 0 ? file.size : undefined;
}

/** A file is the same file only on the same node: two nodes may each hold one of a name. */
export const backupKey = (file: Pick<BackupFile, 'node' | 'filename'>): string => `${file.node}\u0000${file.filename}`;

/**
 * The broker's answer to a restore that failed in parts: one line per table or config root it could
 * not import (`[error] Failed to import built-in database table: …`, `Failed to import the following
 * config path: …`), the rest imported. A refused archive is one line.
 */
export function importFailure(message: string): { lines: string[]; partial: boolean } {
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { lines, partial: lines.some((line) => /Failed to import/.test(line)) };
}
