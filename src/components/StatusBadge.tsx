import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const PALETTE: Record<string, string> = {
  running: 'green',
  connected: 'green',
  stopped: 'gray',
  disconnected: 'gray',
  connecting: 'orange',
  evacuating: 'orange',
  error: 'red',
};

/** A state word in the colour operators expect (green running, grey stopped, red error). */
export function StatusBadge({ status, children }: { status: string | undefined; children?: ReactNode }) {
  return (
    <Badge colorPalette={PALETTE[status ?? ''] ?? 'gray'} variant="subtle">
      {children ?? status ?? '–'}
    </Badge>
  );
}
