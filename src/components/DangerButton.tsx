import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { WriteAction } from './WriteAction';

/**
 * The one button that destroys (Delete, Uninstall, Clear): outlined in red and labelled, never a
 * bare icon, always followed by a confirmation; disabled with the reason for a viewer.
 */
export function DangerButton({ children, onClick, disabled, icon = <Trash2 /> }: { children: ReactNode; onClick: () => void; disabled?: boolean; icon?: ReactNode }) {
  return (
    <WriteAction>
      <Button size="sm" variant="outline" colorPalette="red" disabled={disabled} onClick={onClick}>
        {icon}
        {children}
      </Button>
    </WriteAction>
  );
}
