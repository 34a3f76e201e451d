import { Button } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { WriteAction } from './WriteAction';

const look = (secondary: boolean | undefined) => (secondary ? { variant: 'outline' as const } : { colorPalette: 'brand' });

/**
 * A page's primary action that opens another page ("Create authenticator"), drawn as a button, or
 * the same action as the next step of an empty list (`secondary`). Give it the router's Link.
 */
export function ActionLink({ secondary, children }: { secondary?: boolean; children: ReactElement }) {
  return (
    <WriteAction>
      <Button asChild size="sm" {...look(secondary)}>
        {children}
      </Button>
    </WriteAction>
  );
}

interface ActionButtonProps {
  secondary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The same primary action when it opens a dialog ("Add listener"), in the header or under an empty list. */
export function ActionButton({ secondary, disabled, onClick, children }: ActionButtonProps) {
  return (
    <WriteAction>
      <Button size="sm" disabled={disabled} onClick={onClick} {...look(secondary)}>
        {children}
      </Button>
    </WriteAction>
  );
}
