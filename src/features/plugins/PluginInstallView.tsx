import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { customFetch } from '../../api/http';
import { getGetPluginsQueryKey } from '../../generated/endpoints/plugins/plugins';
import { FailureNotice } from '../../components/FailureNotice';
import { UploadProgress } from '../../components/UploadProgress';
import { FileInput } from '../../components/FileInput';

const PACKAGE = /\.tar\.gz$/i;
/** A package of a few megabytes on a slow link takes longer than the usual 20 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Upload a plugin package (`{name}-{vsn}.tar.gz`): the broker installs it on every node, stopped. */
export function PluginInstallView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [tried, setTried] = useState(false);
  const [over, setOver] = useState(false);
  /** Percent sent; 100 while the broker unpacks it; undefined when nothing is on its way. */
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  // A wrong file is refused as soon as it is chosen; no file at all once Install was pressed.
  const problem = file === undefined ? (tried ? t`Please upload the file first` : undefined) : PACKAGE.test(file.name) ? undefined : t`Only .tar.gz plugin packages can be installed.`;
  const uploading = progress !== undefined;

  function choose(next: File | undefined) {
    setFile(next);
    setFailure(undefined);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (!uploading) choose(e.dataTransfer.files[0]);
  }

  async function install() {
    setTried(true);
    if (!file || !PACKAGE.test(file.name)) return;
    setFailure(undefined);
    setProgress(0);
    try {
      // As the generated postPluginsInstall sends it, with the file's name given outright: the broker
      // reads the plugin's name and version from it.
      const form = new FormData();
      form.append('plugin', file, file.name);
      await customFetch<void>(
        { url: '/plugins/install', method: 'POST', data: form },
        {
          onUploadProgress: (loaded, total) => setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
          // The broker's reason (a bad package, already installed) shows by the field, not in a toast.
          silentStatuses: [400],
          timeoutMs: UPLOAD_TIMEOUT_MS,
        },
      );
    } catch (error) {
      setProgress(undefined);
      if (error instanceof ApiError && error.status === 400) setFailure(error.message);
      return;
    }
    const key = file.name.replace(PACKAGE, '');
    toaster.create({ type: 'success', title: t`${key} installed`, description: t`It is stopped until you start it.` });
    await queryClient.invalidateQueries({ queryKey: getGetPluginsQueryKey() });
    await navigate({ to: '/plugins' });
  }

  return (
    <>
      <PageHeader title={<Trans>Install plugin</Trans>} />
      <Stack gap="4" maxW="2xl">
        <Field.Root invalid={problem !== undefined} required>
          <Field.Label htmlFor={inputId}>
            <Trans>Plugin package</Trans>
          </Field.Label>
          <Box
            w="full"
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="md"
            borderColor={over ? 'colorPalette.solid' : problem ? 'border.error' : 'border'}
            colorPalette="brand"
            bg={over ? 'colorPalette.subtle' : undefined}
            p="6"
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
          >
            <Stack align="center" gap="3" textAlign="center">
              <Upload aria-hidden />
              <Text>
                <Trans>Drop a plugin package here, or choose one.</Trans>
              </Text>
              <FileInput id={inputId} accept=".tar.gz,.gz,application/gzip" maxW="sm" disabled={uploading} onChange={(e) => choose(e.currentTarget.files?.[0])} />
              {file ? (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>
                    Chosen: {file.name} ({formatSize(file.size)})
                  </Trans>
                </Text>
              ) : null}
            </Stack>
          </Box>
          <Field.HelperText>
            <Trans>A .tar.gz package named after the plugin and its version, as built from the EMQX plugin template (for example my_plugin-1.0.0.tar.gz).</Trans>
          </Field.HelperText>
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>

        {uploading ? (
          <UploadProgress percent={progress} afterUpload=<Trans>Installing on the cluster…</Trans> />
        ) : null}

        {failure ? (
          <FailureNotice title=<Trans>The plugin was not installed</Trans>>{failure}</FailureNotice>
        ) : null}

        <HStack gap="3">
          <WriteAction>
            <Button colorPalette="brand" loading={uploading} onClick={() => void install()}>
              <Trans>Install</Trans>
            </Button>
          </WriteAction>
          <Button asChild variant="outline">
            <Link to="/plugins">
              <Trans>Cancel</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </>
  );
}
