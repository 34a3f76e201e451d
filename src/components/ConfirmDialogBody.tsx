import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** ConfirmDialog's dialog, loaded when one first opens. */
export default function ConfirmDialogBody({ open, title, children, confirmLabel, destructive, busy, onConfirm, onCancel, finalFocus }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center" finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              {/* A title may hold a long client ID or topic with no space to break at: it wraps anywhere rather than spill out. */}
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
