import { Box } from '@chakra-ui/react';
import type { GalleryMark } from './types';

/** A type's mark: letters or a glyph in a rounded square of its palette, decorative (its name is written beside it). */
export function TypeMark({ mark }: { mark: GalleryMark }) {
  const Icon = mark.icon;
  return (
    <Box
      as="span"
      aria-hidden
      colorPalette={mark.palette}
      bg="colorPalette.muted"
      color="colorPalette.fg"
      borderRadius="l2"
      w="10"
      h="10"
      flexShrink={0}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize={mark.text && mark.text.length > 2 ? 'xs' : 'sm'}
      letterSpacing="tight"
      lineHeight="1"
    >
      {Icon ? <Icon size={20} strokeWidth={2} /> : mark.text}
    </Box>
  );
}
