import type { ReactNode } from 'react';
import { deferredDialog } from './deferred-dialog';

export interface InfoDialogProps {
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
export const InfoDialog = deferredDialog<InfoDialogProps>(() => import('./InfoDialogBody'));
