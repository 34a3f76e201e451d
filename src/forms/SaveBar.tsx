import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A form's actions. While there are unsaved changes the bar is pinned to the bottom of the
 * viewport with their count, so a change at the top of a long form is never far from Save.
 */
export function SaveBar({ pinned, status, actions }: { pinned: boolean; status: ReactNode; actions: ReactNode }) {
  return (
    <Box
      data-pinned={pinned || undefined}
      position={pinned ? 'sticky' : 'static'}
      bottom="0"
      zIndex="sticky"
      mt="4"
      mx={pinned ? '-6' : '0'}
      px={pinned ? '6' : '0'}
      py="3"
      bg={pinned ? 'bg.panel' : undefined}
      borderTopWidth={pinned ? '1px' : '0'}
      boxShadow={pinned ? '0 -4px 12px -8px rgba(0, 0, 0, 0.3)' : undefined}
    >
      <HStack gap="3" wrap="wrap">
        {status ? (
          <Text fontSize="sm" fontWeight="medium" role="status" me="auto">
            {status}
          </Text>
        ) : null}
        {actions}
      </HStack>
    </Box>
  );
}
