import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { toaster } from '../toaster';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Known already (the default password): not asked for again. */
  knownOldPassword?: string;
}

/** The logged-in user changes their own password: from the user menu, or from the default-password reminder. */
export default function ChangePasswordDialog({ open, onClose, knownOldPassword }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Change password</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ChangePasswordForm
                knownOldPassword={knownOldPassword}
                onDone={() => {
                  onClose();
                  toaster.create({ title: t`Password changed`, type: 'success' });
                }}
                secondaryAction={
                  <Button variant="outline" onClick={onClose}>
                    <Trans>Cancel</Trans>
                  </Button>
                }
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
