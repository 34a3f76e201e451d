import { Button } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { WriteAction } from './WriteAction';

/**
 * A page's primary action that opens another page ("Create authenticator"), drawn as a button, or
 * the same action as the next step of an empty list (`secondary`). Give it the router's Link.
 */
export function ActionLink({ secondary, children }: { secondary?: boolean; children: ReactElement }) {
  return (
    <WriteAction>
      <Button asChild size="sm" {...(secondary ? { variant: 'outline' } : { colorPalette: 'brand' })}>
        {children}
      </Button>
    </WriteAction>
  );
}
