import { Alert, Box, Button, CloseButton, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArchiveRestore, Download, Plus, Trash2, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import { getGetDataFilesQueryKey, useDeleteDataFilesByFilename, useGetDataFiles, usePostDataExport, usePostDataImport } from '../../generated/endpoints/data-backup/data-backup';
import { formatBytes, NO_VALUE } from '../../i18n/format';
import { backupKey, backupSize, importFailure, LONG_OPERATION_MS, type BackupFile, type BackupsSearch } from './backup-model';
import { downloadBackup } from './download-backup';
import { UploadBackupDialog } from './UploadBackupDialog';
import { RelativeTime } from '../../components/RelativeTime';

interface BackupsViewProps {
  search: BackupsSearch;
  onSearchChange: (next: BackupsSearch) => void;
}

interface RestoreFailure {
  file: BackupFile;
  lines: string[];
  /** Some of the backup was imported: the broker goes on past a root or table it cannot import. */
  partial: boolean;
}

/** A long operation under way: what the dialog says while its button spins. */
function Working({ children }: { children: ReactNode }) {
  return (
    <HStack gap="2" mt="3" color="fg.muted" role="status">
      <Spinner size="sm" />
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

/**
 * Data backups of the cluster: every node's backup files, newest first; create one, upload one made
 * elsewhere, download, restore (which overwrites what the backup holds) and delete.
 */
export function BackupsView({ search, onSearchChange }: BackupsViewProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const files = useGetDataFiles({ page: search.page, limit: search.limit }, { query: { placeholderData: (previous) => previous } });
  const exporting = usePostDataExport({ request: { timeoutMs: LONG_OPERATION_MS } });
  // A failed restore is explained on the screen, line by line, rather than in a toast.
  const importing = usePostDataImport({ request: { timeoutMs: LONG_OPERATION_MS, silentStatuses: [400] } });
  const deleting = useDeleteDataFilesByFilename();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [restoring, setRestoring] = useState<BackupFile>();
  const [removing, setRemoving] = useState<BackupFile>();
  const [failure, setFailure] = useState<RestoreFailure>();
  const [downloading, setDownloading] = useState<string>();
  const rows: BackupFile[] | undefined = files.data?.data;
  // One long operation at a time: the others wait until it is done.
  const busy = exporting.isPending || importing.isPending || deleting.isPending;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetDataFilesQueryKey() });

  async function create() {
    let made: BackupFile;
    try {
      made = await exporting.mutateAsync();
    } catch {
      // The HTTP layer has said why.
      setCreating(false);
      return;
    }
    setCreating(false);
    toaster.create({ type: 'success', title: t`Backup created`, description: t`${made.filename} on ${made.node}` });
    await refresh();
    // The newest is listed first.
    if (search.page !== 1) onSearchChange({ ...search, page: 1 });
  }

  async function uploaded(filename: string) {
    setUploading(false);
    toaster.create({ type: 'success', title: t`Backup uploaded`, description: t`${filename} can now be restored from the list.` });
    await refresh();
  }

  async function restore(file: BackupFile) {
    try {
      await importing.mutateAsync({ data: { filename: file.filename, node: file.node } });
    } catch (error) {
      setRestoring(undefined);
      if (error instanceof ApiError && error.status === 400) setFailure({ file, ...importFailure(error.message) });
      // What was imported before the failure is in place: every screen reads it again.
      await queryClient.invalidateQueries();
      return;
    }
    setRestoring(undefined);
    setFailure(undefined);
    toaster.create({ type: 'success', title: t`Backup restored`, description: t`The configuration and data in ${file.filename} are in place.` });
    await queryClient.invalidateQueries();
  }

  async function remove(file: BackupFile) {
    try {
      await deleting.mutateAsync({ filename: file.filename, params: { node: file.node } });
    } catch {
      setRemoving(undefined);
      return;
    }
    setRemoving(undefined);
    toaster.create({ type: 'success', title: t`${file.filename} deleted` });
    await refresh();
    // The last row of a page is gone: step back rather than show an empty page.
    if (search.page > 1 && rows?.length === 1) onSearchChange({ ...search, page: search.page - 1 });
  }

  async function download(file: BackupFile) {
    setDownloading(backupKey(file));
    try {
      await downloadBackup(file);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setDownloading(undefined);
    }
  }

  const columns: Column<BackupFile>[] = [
    { id: 'filename', header: t`File name`, sortValue: (f) => f.filename, cell: (f) => <TruncatedText value={f.filename} copyLabel={t`Copy file name`} maxW="26rem" /> },
    { id: 'node', header: t`Node`, cell: (f) => f.node },
    { id: 'size', header: t`Size`, numeric: true, sortValue: (f) => backupSize(f), cell: (f) => (backupSize(f) === undefined ? NO_VALUE : formatBytes(backupSize(f), i18n.locale)) },
    { id: 'created', header: t`Created at`, sortValue: (f) => (f.created_at ? Date.parse(f.created_at) : undefined), cell: (f) => <RelativeTime value={f.created_at} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (f) => (
        <HStack gap="1">
          <Button size="xs" variant="ghost" aria-label={t`Download ${f.filename}`} loading={downloading === backupKey(f)} onClick={() => void download(f)}>
            <Download />
            <Trans>Download</Trans>
          </Button>
          <WriteAction>
            <Button size="xs" variant="ghost" aria-label={t`Restore ${f.filename}`} disabled={busy} onClick={() => setRestoring(f)}>
              <ArchiveRestore />
              <Trans>Restore</Trans>
            </Button>
          </WriteAction>
          <WriteAction>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${f.filename}`} disabled={busy} onClick={() => setRemoving(f)}>
              <Trash2 />
              <Trans>Delete</Trans>
            </Button>
          </WriteAction>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={<Trans>Backups</Trans>}>
        <WriteAction>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setUploading(true)}>
            <Upload />
            <Trans>Upload</Trans>
          </Button>
        </WriteAction>
        <WriteAction>
          <Button size="sm" colorPalette="brand" disabled={busy} loading={exporting.isPending} onClick={() => setCreating(true)}>
            <Plus />
            <Trans>Create backup</Trans>
          </Button>
        </WriteAction>
      </PageHeader>
      <Text color="fg.muted" fontSize="sm" mb="4" maxW="4xl">
        <Trans>
          A backup holds the cluster&apos;s configuration and its built-in database. Each file is kept on the node that wrote or received it; the list shows every node&apos;s
          files, newest first.
        </Trans>
      </Text>

      {failure ? (
        <Alert.Root status="error" mb="4" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title overflowWrap="anywhere">
              {failure.partial ? <Trans>{failure.file.filename} was restored only in part</Trans> : <Trans>{failure.file.filename} was not restored</Trans>}
            </Alert.Title>
            <Alert.Description>
              <Stack gap="2">
                <Text>{failure.partial ? <Trans>The broker imported everything else in the backup, but not:</Trans> : <Trans>The broker refused the backup:</Trans>}</Text>
                <List.Root ps="5" fontFamily="mono" fontSize="sm">
                  {failure.lines.map((line, index) => (
                    <List.Item key={index} overflowWrap="anywhere">
                      {line}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t`Dismiss`} onClick={() => setFailure(undefined)} />
        </Alert.Root>
      ) : null}

      <DataTable
        label={t`Backup files`}
        columns={columns}
        rows={rows}
        rowKey={backupKey}
        paged
        {...queryState(files)}
        empty={<Trans>No backup yet. Create one, or upload one made elsewhere.</Trans>}
      />
      <Box mt="2">
        <Pagination
          page={search.page}
          limit={search.limit}
          count={files.data?.meta?.count}
          hasNext={files.data?.meta?.hasnext ?? false}
          onChange={(next) => onSearchChange({ ...search, ...next })}
        />
      </Box>

      {uploading ? <UploadBackupDialog onClose={() => setUploading(false)} onUploaded={(filename) => void uploaded(filename)} /> : null}

      <ConfirmDialog
        open={creating}
        title={<Trans>Create a backup?</Trans>}
        confirmLabel={<Trans>Create backup</Trans>}
        busy={exporting.isPending}
        onConfirm={() => void create()}
        onCancel={() => !exporting.isPending && setCreating(false)}
      >
        <Stack gap="2">
          <Text>
            <Trans>
              The backup holds the whole cluster: its configuration (MQTT settings, listeners, authentication and authorization, rules and data integration, gateways and the
              rest) and its built-in database (dashboard users, API keys, the blacklist, built-in authentication users and authorization rules).
            </Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>This broker version backs up everything at once. The file is written on the node that answers.</Trans>
          </Text>
        </Stack>
        {exporting.isPending ? (
          <Working>
            <Trans>Creating the backup… this can take a few minutes on a large cluster.</Trans>
          </Working>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={restoring !== undefined}
        destructive
        title={<Trans>Restore {restoring?.filename}?</Trans>}
        confirmLabel={<Trans>Restore</Trans>}
        busy={importing.isPending}
        onConfirm={() => restoring && void restore(restoring)}
        onCancel={() => !importing.isPending && setRestoring(undefined)}
      >
        <Stack gap="2">
          <Text>
            <Trans>
              The configuration and the data in this backup replace the current ones on the whole cluster: the settings, listeners, authenticators and authorization sources it
              holds, and its blacklist entries, built-in database users and authorization rules. What the backup does not hold stays as it is.
            </Trans>
          </Text>
          <Text>
            <Trans>Connected clients may be affected: listeners may restart, and clients may be disconnected or refused by the restored rules.</Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>This cannot be undone. To keep the current state, create a backup of it first.</Trans>
          </Text>
        </Stack>
        {importing.isPending ? (
          <Working>
            <Trans>Restoring… this can take a few minutes.</Trans>
          </Working>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={removing !== undefined}
        destructive
        title={<Trans>Delete {removing?.filename}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={deleting.isPending}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => !deleting.isPending && setRemoving(undefined)}
      >
        <Trans>The file is removed from {removing?.node}. It cannot be restored afterwards: download it first to keep a copy.</Trans>
      </ConfirmDialog>
    </>
  );
}
