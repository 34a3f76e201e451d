import type { ReactNode } from 'react';
import { deferredDialog } from './deferred-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Destructive actions (delete, kick out, log out) get a red button. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the dialog closes, if not back to what opened it (a result message after a save). */
  finalFocus?: () => HTMLElement | null;
}

/** The one confirmation dialog: every action that destroys, restarts or leaves asks through it. */
export const ConfirmDialog = deferredDialog<ConfirmDialogProps>(() => import('./ConfirmDialogBody'));
