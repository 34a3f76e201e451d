import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { getSession } from '../api/session';
import { ConfirmDialog } from '../components/ConfirmDialog';

/**
 * While `dirty`, leaving the screen asks first: in-app navigation with a dialog, closing the tab
 * with the browser's prompt. A session that ended (expired token) leaves for login without asking:
 * the form has stashed its changes for after the login (draft-stash.ts).
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty && getSession() !== null, enableBeforeUnload: () => dirty, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      destructive
      title={<Trans>Leave without saving?</Trans>}
      confirmLabel={<Trans>Discard changes</Trans>}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Trans>Your changes on this page have not been saved. They are lost if you leave.</Trans>
    </ConfirmDialog>
  );
}
