import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { cloneElement, type ReactElement } from 'react';

/**
 * A control that cannot be used here for a reason other than the role (deleting oneself): disabled,
 * with the reason in a tooltip on hover and keyboard focus, as WriteAction does for the role.
 */
export function DisabledWithReason({ reason, children }: { reason: string; children: ReactElement<{ disabled?: boolean }> }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        {/* A disabled control gets no pointer or focus events: its wrapper takes focus and carries the tooltip. */}
        <Box as="span" display="inline-flex" tabIndex={0} cursor="not-allowed" borderRadius="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
          {cloneElement(children, { disabled: true })}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
