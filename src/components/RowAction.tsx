import { IconButton } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { WriteAction } from './WriteAction';

interface RowActionProps {
  /** What it does to which row ("Delete rule temperature_alerts"): its accessible name and its tooltip. */
  label: string;
  /** Red: it removes something. */
  danger?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** The icon (lucide). */
  children: ReactElement;
}

/** A row's icon button that changes something on the broker: the same size, tooltip and viewer rule in every table. */
export function RowAction({ label, danger, disabled, onClick, children }: RowActionProps) {
  return (
    <WriteAction>
      <IconButton size="xs" variant="ghost" colorPalette={danger ? 'red' : undefined} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
        {children}
      </IconButton>
    </WriteAction>
  );
}
