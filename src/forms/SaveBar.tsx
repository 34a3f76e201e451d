import { Box, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { formatTime } from '../i18n/format';

/**
 * A form's actions. While there are unsaved changes the bar is pinned to the bottom of the
 * viewport with their count, so a change at the top of a long form is never far from Save.
 */
interface SaveBarProps {
  pinned: boolean;
  status: ReactNode;
  actions: ReactNode;
  /** When the last save succeeded: said in the bar, which takes the focus. */
  savedAt?: number;
  /** The saved message, for a dialog that confirmed the save to hand the focus to as it closes. */
  savedRef?: RefObject<HTMLParagraphElement | null>;
}

export function SaveBar({ pinned, status, actions, savedAt, savedRef: givenRef }: SaveBarProps) {
  const { i18n } = useLingui();
  const ownRef = useRef<HTMLParagraphElement>(null);
  const savedRef = givenRef ?? ownRef;
  // After a save the Save button is disabled and would drop the focus: the result takes it instead,
  // so the keyboard stays in the form and a screen reader hears that it worked.
  useEffect(() => {
    if (savedAt !== undefined) savedRef.current?.focus();
  }, [savedAt, savedRef]);
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
        ) : savedAt !== undefined ? (
          <Text ref={savedRef} tabIndex={-1} fontSize="sm" color="fg.muted" me="auto">
            <Trans>Saved at {formatTime(savedAt, i18n.locale)}</Trans>
          </Text>
        ) : null}
        {actions}
      </HStack>
    </Box>
  );
}
