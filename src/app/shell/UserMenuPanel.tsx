import { Menu, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { logOut } from '../../features/auth/session-actions';
import ChangePasswordDialog from './ChangePasswordDialog';
import { UserButton } from './UserMenu';

/** The user menu and its dialogs, loaded on first use (see DeferredMenu). */
export default function UserMenuPanel({ defaultOpen }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'logout' | 'password' | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function confirmLogout() {
    setLeaving(true);
    await logOut();
    setLeaving(false);
    setDialog(null);
    await navigate({ to: '/login', replace: true });
  }

  return (
    <>
      <Menu.Root defaultOpen={defaultOpen} onSelect={(e) => setDialog(e.value === 'logout' ? 'logout' : 'password')}>
        <Menu.Trigger asChild>
          <UserButton />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="password">
                <Trans>Change password</Trans>
              </Menu.Item>
              <Menu.Item value="logout">
                <Trans>Log out</Trans>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <ConfirmDialog
        open={dialog === 'logout'}
        title={<Trans>Log out?</Trans>}
        confirmLabel={<Trans>Log out</Trans>}
        busy={leaving}
        onConfirm={() => void confirmLogout()}
        onCancel={() => setDialog(null)}
      >
        <Trans>You will need your password to come back.</Trans>
      </ConfirmDialog>

      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}
