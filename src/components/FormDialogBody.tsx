import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { LeaveGuard } from '../forms/LeaveGuard';
import { ConfirmDialog } from './ConfirmDialog';
import type { FormDialogProps } from './FormDialog';
import { WriteAction } from './WriteAction';

/** FormDialog's dialog, loaded when one first opens. */
export default function FormDialogBody({ title, submitLabel, busy, dirty, onSubmit, onClose, children, sessionAction }: FormDialogProps) {
  const { t } = useLingui();
  const [askClose, setAskClose] = useState(false);

  function requestClose() {
    if (busy) return;
    if (dirty) setAskClose(true);
    else onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const save = (
    <Button type="submit" colorPalette="brand" loading={busy}>
      {submitLabel}
    </Button>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && requestClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header pe="12">
                <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={requestClose} disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
                {sessionAction ? save : <WriteAction>{save}</WriteAction>}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={askClose}
        destructive
        title={<Trans>Close without saving?</Trans>}
        confirmLabel={<Trans>Discard changes</Trans>}
        onConfirm={() => {
          setAskClose(false);
          onClose();
        }}
        onCancel={() => setAskClose(false)}
      >
        <Trans>The changes in this form have not been saved. They are lost if you close it.</Trans>
      </ConfirmDialog>
      <LeaveGuard dirty={dirty && !busy && !askClose} />
    </Dialog.Root>
  );
}
