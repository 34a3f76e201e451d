import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface InfoDialogProps {
  open: boolean;
  /** A text becomes the dialog's name; anything else must hold a Dialog.Title (a title with its copy button). */
  title: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** 'outside' when the body may hold nothing focusable: a scrolling region needs something to take the keyboard. */
  scrollBehavior?: 'inside' | 'outside';
  onClose: () => void;
  /** Actions on what is shown (delete, kick out), before Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The one read-only detail dialog: a title, what is shown, its actions and Close. Forms use FormDialog. */
export function InfoDialog({ open, title, size = 'xl', scrollBehavior = 'inside', onClose, actions, children }: InfoDialogProps) {
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
