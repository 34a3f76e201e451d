import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, CircleUser } from 'lucide-react';
import { lazy } from 'react';
import { useSession } from '../../api/use-session';
import { DeferredMenu } from '../../components/DeferredMenu';

const loadPanel = () => import('./UserMenuPanel');
const UserMenuPanel = lazy(loadPanel);

export function UserButton(props: ButtonProps) {
  const { t } = useLingui();
  const session = useSession();
  return (
    <Button variant="ghost" size="sm" aria-label={t`User menu for ${session?.username ?? ''}`} aria-haspopup="menu" {...props}>
      <CircleUser />
      {session?.username}
      <ChevronDown />
    </Button>
  );
}

/** Change password and log out. */
export function UserMenu() {
  return (
    <DeferredMenu preload={loadPanel} trigger={(handlers) => <UserButton {...handlers} />}>
      <UserMenuPanel defaultOpen />
    </DeferredMenu>
  );
}
