import { customFetch } from '../../api/http';
import { downloadBlob } from '../../components/download';
import { LONG_OPERATION_MS, type BackupFile } from './backup-model';

/**
 * Saves a backup file from the node that holds it. The broker answers with the archive's bytes,
 * which the HTTP layer hands over as the raw response when asked for a blob.
 */
export async function downloadBackup(file: Pick<BackupFile, 'filename' | 'node'>): Promise<void> {
  const response = await customFetch<Response>(
    { url: `/data/files/${encodeURIComponent(file.filename)}`, method: 'GET', params: { node: file.node }, responseType: 'blob' },
    { timeoutMs: LONG_OPERATION_MS },
  );
  downloadBlob(file.filename, await response.blob());
}
