import { Box } from '@chakra-ui/react';
import { cloneElement, type ReactElement } from 'react';
import { Hint } from './hint/Hint';

/**
 * A control that cannot be used here for a reason other than the role (deleting oneself): disabled,
 * with the reason in a tooltip on hover and keyboard focus, as WriteAction does for the role.
 */
export function DisabledWithReason({ reason, children }: { reason: string; children: ReactElement<{ disabled?: boolean }> }) {
  return (
    <Hint content={reason}>
      {/* A disabled control gets no pointer or focus events: its wrapper takes focus and carries the hint. */}
      <Box as="span" display="inline-flex" tabIndex={0} cursor="not-allowed" borderRadius="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        {cloneElement(children, { disabled: true })}
      </Box>
    </Hint>
  );
}
