import { Box } from '@chakra-ui/react';
import { cloneElement, type ReactElement } from 'react';
import { useWriteAccess } from '../api/write-access';
import { Hint } from './hint/Hint';

/**
 * A control that would change something on the broker (save, create, delete, kick out, enable…).
 * For a role that can only view it is disabled, and a tooltip on hover or keyboard focus says why.
 * Screens wrap such controls in this instead of checking the role themselves.
 */
export function WriteAction({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const access = useWriteAccess();
  if (access.allowed) return children;
  return (
    <Hint content={access.reason}>
      {/* A disabled control gets no pointer or focus events: its wrapper takes focus and carries the hint, which it names in aria-describedby while open. */}
      <Box as="span" display="inline-flex" tabIndex={0} cursor="not-allowed" data-write-action="" borderRadius="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        {cloneElement(children, { disabled: true })}
      </Box>
    </Hint>
  );
}
