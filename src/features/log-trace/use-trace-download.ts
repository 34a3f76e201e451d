/**
 * Saves a trace's log as the broker packs it: a zip of one file per node, or of the one node
 * asked for. A download that takes longer than the request timeout says where the files are on
 * the server instead of the generic 'Some error occurred'.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '../../api/api-error';
import { customFetch } from '../../api/http';
import { toaster } from '../../app/toaster';
import { downloadBlob } from '../../components/download';
import { downloadFileName } from './trace-model';

/** Fetches the zip; the HTTP layer hands back the raw response for paths ending in /download. */
export async function fetchTraceZip(name: string, node?: string): Promise<{ fileName: string; blob: Blob }> {
  const response = await customFetch<Response>(
    { url: `/trace/${encodeURIComponent(name)}/download`, method: 'GET', params: node ? { node } : undefined, responseType: 'blob' },
    { handleTimeout: true },
  );
  return { fileName: downloadFileName(response.headers.get('content-disposition'), name, node), blob: await response.blob() };
}

/** `download(name, node?)`, and which download (name and node) is on its way. */
export function useTraceDownload() {
  const { t } = useLingui();
  const [pending, setPending] = useState<string>();

  async function download(name: string, node?: string): Promise<void> {
    const key = `${name}\n${node ?? ''}`;
    setPending(key);
    try {
      const { fileName, blob } = await fetchTraceZip(name, node);
      downloadBlob(fileName, blob);
    } catch (error) {
      if (isApiError(error) && error.isTimeout) {
        toaster.create({
          type: 'error',
          title: t`The download timed out`,
          description: t`Downloading took too long. The trace log is in the data/trace directory of the node's server.`,
          duration: 15_000,
        });
      } else if (isApiError(error) && error.code === NETWORK_ERROR_CODE) {
        // Taking the timeout on itself, the download also took the lost connection's toast.
        toaster.create({ type: 'error', title: t`Some error occurred` });
      }
      // Other failures were reported by the HTTP layer.
    } finally {
      setPending(undefined);
    }
  }

  const busy = (name: string, node?: string) => pending === `${name}\n${node ?? ''}`;
  return { download, busy };
}
