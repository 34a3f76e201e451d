import { Field, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { FormDialog } from '../../components/FormDialog';
import { postDataFiles } from '../../generated/endpoints/data-backup/data-backup';
import { formatBytes } from '../../i18n/format';
import { LONG_OPERATION_MS, MAX_UPLOAD_BYTES, uploadProblem } from './backup-model';
import { FailureNotice } from '../../components/FailureNotice';
import { UploadProgress } from '../../components/UploadProgress';
import { FileInput } from '../../components/FileInput';

interface UploadBackupDialogProps {
  onClose: () => void;
  /** The broker has the file (on the node that answered). */
  onUploaded: (filename: string) => void;
}

/** Upload a `.tar.gz` backup made elsewhere (another cluster, an earlier download) so it can be restored. */
export function UploadBackupDialog({ onClose, onUploaded }: UploadBackupDialogProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [tried, setTried] = useState(false);
  /** Percent sent; 100 while the broker checks the archive; undefined when nothing is on its way. */
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const uploading = progress !== undefined;
  const limit = formatBytes(MAX_UPLOAD_BYTES, i18n.locale);
  // A wrong file is refused as soon as it is chosen; no file at all once Upload was pressed.
  const kind = file ? uploadProblem(file) : undefined;
  const problem =
    file === undefined
      ? tried
        ? t`Please upload the file first`
        : undefined
      : kind === 'extension'
        ? t`Only .tar.gz backup files can be uploaded.`
        : kind === 'too-big'
          ? t`This file is larger than ${limit}, too big to upload here: please use the command line tool (emqx ctl data import) on a node to restore it.`
          : undefined;

  async function upload() {
    setTried(true);
    if (!file || uploadProblem(file)) return;
    setFailure(undefined);
    setProgress(0);
    try {
      await postDataFiles(
        { filename: file },
        {
          onUploadProgress: (loaded, total) => setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
          // The broker's reason (not a backup, a name already there) shows in the dialog, not in a toast.
          silentStatuses: [400],
          timeoutMs: LONG_OPERATION_MS,
        },
      );
    } catch (error) {
      setProgress(undefined);
      if (error instanceof ApiError && error.status === 400) setFailure(error.message);
      return;
    }
    onUploaded(file.name);
  }

  return (
    <FormDialog title={t`Upload a backup`} submitLabel={<Trans>Upload</Trans>} busy={uploading} dirty={false} onSubmit={() => void upload()} onClose={onClose}>
      <Field.Root invalid={problem !== undefined} required>
        <Field.Label htmlFor={inputId}>
          <Trans>Backup file</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <FileInput
          id={inputId}
          accept=".tar.gz,.gz,application/gzip"
          disabled={uploading}
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0]);
            setFailure(undefined);
          }}
        />
        {file ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            <Trans>
              Chosen: {file.name} ({formatBytes(file.size, i18n.locale)})
            </Trans>
          </Text>
        ) : null}
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>
              A .tar.gz backup as EMQX made it, under its original name (the archive&apos;s folder must match it). It is kept on the node that answers; restore it from the
              list.
            </Trans>
          </Field.HelperText>
        )}
      </Field.Root>

      {uploading ? (
        <UploadProgress percent={progress} afterUpload=<Trans>Checking the backup…</Trans> />
      ) : null}

      {failure ? (
        <FailureNotice title=<Trans>The backup was not uploaded</Trans>>{failure}</FailureNotice>
      ) : null}
    </FormDialog>
  );
}
