import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

interface CheckboxInputProps {
  /** What ticking it means ("Select client sensor-1", "Only connected"). */
  label: string;
  /** The label for screen readers only, as for a table row's checkbox. */
  hideLabel?: boolean;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}

/**
 * A checkbox in a table row or a filter bar: the browser's own, in the theme's colour. A table of a
 * thousand rows then holds a thousand inputs, not a thousand checkbox state machines, and the
 * keyboard and screen readers get the native control.
 */
export function CheckboxInput({ label, hideLabel = false, checked, onChange }: CheckboxInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // "Some rows" has no attribute: only the property shows the dash.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" colorPalette="brand" fontSize="sm">
      <chakra.input
        ref={input}
        type="checkbox"
        checked={checked === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        w="4"
        h="4"
        m="0"
        flexShrink="0"
        cursor="inherit"
        accentColor="colorPalette.solid"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      />
      <chakra.span srOnly={hideLabel}>{label}</chakra.span>
    </chakra.label>
  );
}
