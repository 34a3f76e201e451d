import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

import type { InfoDialogProps } from './InfoDialog';

/** InfoDialog's dialog, loaded when one first opens. */
export default function InfoDialogBody({ open, title, size = 'xl', scrollBehavior = 'inside', onClose, actions, children }: InfoDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size} placement="center" scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">{typeof title === 'string' ? <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title> : title}</Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {actions}
              <Button variant="outline" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
