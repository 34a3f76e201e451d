import { Button, Dialog, HStack, NativeSelect, Portal, Stack, Text, Field } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { downloadBlob } from '../../components/download';
import type { AuthnUsersApi } from './authn-users-api';
import { importFormatOf, importTemplate, readImportCounts, type ImportCounts, type PasswordType } from './import-templates';
import { FileInput } from '../../components/FileInput';

/** Import users from a CSV or JSON file (plain or hashed passwords), with templates and the result counts. */
export function ImportUsersDialog({ api, onDone, onClose }: { api: AuthnUsersApi; onDone: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const [type, setType] = useState<PasswordType>(api.importTypes[0] ?? 'hash');
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportCounts | 'done'>();
  const [tried, setTried] = useState(false);
  const problem = file === undefined ? 'missing' : importFormatOf(file.name) === undefined ? 'type' : undefined;
  // A wrong file is refused as soon as it is chosen; no file at all once Import was pressed.
  const shown = problem === 'type' || (tried && problem === 'missing') ? problem : undefined;

  async function upload() {
    setTried(true);
    if (!file || problem) return;
    const form = new FormData();
    form.append('filename', file, file.name);
    setBusy(true);
    try {
      const answer: unknown = await api.importUsers(form, type);
      setResult(readImportCounts(answer) ?? 'done');
      onDone();
    } catch {
      // The toast has said why; the file stays chosen for another try.
    } finally {
      setBusy(false);
    }
  }

  const template = (format: 'csv' | 'json') => {
    const { filename, content, mime } = importTemplate(format, type);
    downloadBlob(filename, new Blob([content], { type: mime }));
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Import users</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {api.importTypes.length > 1 ? (
                  <Field.Root>
                    <Field.Label>
                      <Trans>Password type</Trans>
                    </Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={type} onChange={(e) => setType(e.currentTarget.value === 'hash' ? 'hash' : 'plain')}>
                        <option value="plain">{t`Plain text passwords`}</option>
                        <option value="hash">{t`Password hashes and salts`}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    <Trans>The file holds password hashes and salts.</Trans>
                  </Text>
                )}
                <HStack gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => template('csv')}>
                    <Trans>Download CSV template</Trans>
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => template('json')}>
                    <Trans>Download JSON template</Trans>
                  </Button>
                </HStack>
                <Field.Root invalid={shown !== undefined}>
                  <Field.Label>
                    <Trans>File (CSV or JSON)</Trans>
                  </Field.Label>
                  <FileInput accept=".csv,.json" onChange={(e) => {
                    setFile(e.currentTarget.files?.[0]);
                    setResult(undefined);
                  }} />
                  <Field.ErrorText>{shown === 'missing' ? <Trans>Choose a file to import.</Trans> : <Trans>Choose a .csv or .json file.</Trans>}</Field.ErrorText>
                </Field.Root>
                {result === 'done' ? (
                  <Text role="status">
                    <Trans>Users imported.</Trans>
                  </Text>
                ) : result ? (
                  <Text role="status">
                    <Trans>
                      Imported {result.total} records: {result.success} added, {result.override} overwritten, {result.skipped} skipped, {result.failed} failed.
                    </Trans>
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void upload()}>
                <Trans>Import</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
