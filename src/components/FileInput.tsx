import { Input, type InputProps } from '@chakra-ui/react';

const LOOK = {
  fontSize: 'sm',
  color: 'fg.muted',
  maxW: 'full',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
  '&::file-selector-button': {
    font: 'inherit',
    fontWeight: 'medium',
    color: 'fg',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    h: '8',
    px: '3',
    me: '3',
    cursor: 'inherit',
  },
  '&:hover:not(:disabled)::file-selector-button': { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px', borderRadius: 'l2' },
} as const;

/**
 * The one file picker: the browser's own input (its keyboard use, its label, a field's context), with
 * its button drawn as the console's outline button instead of the system's grey one.
 */
export function FileInput(props: Omit<InputProps, 'type'>) {
  return <Input type="file" unstyled css={LOOK} {...props} />;
}
