import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { LeaveGuard } from '../forms/LeaveGuard';
import { ConfirmDialog } from './ConfirmDialog';
import { TruncatedText } from './TruncatedText';
import type { FormDialogProps } from './FormDialog';
import { WriteAction } from './WriteAction';

/** FormDialog's dialog, loaded when one first opens. */
export default function FormDialogBody({ title, titleCopy, submitLabel, busy, dirty, submitDisabled, formId, size = 'md', onSubmit, onClose, children, sessionAction }: FormDialogProps) {
  const { t } = useLingui();
  const [askClose, setAskClose] = useState(false);

  function requestClose() {
    if (busy) return;
    if (dirty) setAskClose(true);
    else onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit?.();
  }

  const save = (
    <Button type="submit" form={formId} colorPalette="brand" loading={busy} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  );
  const heading = <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>;
  const inner = (
    <>
      {/* Room at the end for the close button, which sits over the header. */}
      <Dialog.Header pe="12">
        {titleCopy ? (
          // One line however long the value; the copy button sits beside the title, so the dialog's name stays the title alone.
          <TruncatedText value={titleCopy.value} copyLabel={titleCopy.label} maxW="full" block>
            {heading}
          </TruncatedText>
        ) : (
          heading
        )}
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={formId ? '5' : '4'}>{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={requestClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        {sessionAction ? save : <WriteAction>{save}</WriteAction>}
      </Dialog.Footer>
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && requestClose()} size={size} placement={formId ? 'top' : 'center'} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {formId ? (
              inner
            ) : (
              // A column that may shrink: a tall form scrolls inside the dialog body, with the
              // footer's buttons kept on the dialog, not spilling over the backdrop.
              <form onSubmit={submit} noValidate aria-label={title} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
                {inner}
              </form>
            )}
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
