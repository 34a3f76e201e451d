import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

interface SelectBoxProps {
  /** What ticking it picks ("Select client sensor-1"). */
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}

/**
 * The checkbox that picks a table row (or all of them) for a bulk action: the browser's own, in the
 * theme's colour. A table of a thousand rows then holds a thousand inputs, not a thousand checkbox
 * state machines, and the keyboard and screen readers get the native control.
 */
export function SelectBox({ label, checked, onChange }: SelectBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  // "Some rows" has no attribute: only the property shows the dash.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.input
      ref={input}
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      w="4"
      h="4"
      m="0"
      display="block"
      cursor="pointer"
      accentColor="colorPalette.solid"
      colorPalette="brand"
      _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
    />
  );
}
