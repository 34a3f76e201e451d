import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToggleSwitchProps {
  /**
   * What it turns on ("Enable rule rule_1"): its visible label, or its accessible name when
   * `hideLabel`. Left out when a label elsewhere names the input by `id` (a form's label column).
   */
  label?: ReactNode;
  /** The label for screen readers only, as in a table row whose name says what it is. */
  hideLabel?: boolean;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** sm in tables and toolbars, md in forms (Chakra's switch sizes). */
  size?: 'sm' | 'md';
  id?: string;
  /** Ids of the texts that describe it (a form field's help and errors). */
  describedBy?: string;
  onBlur?: () => void;
}

const SIZES = { sm: { w: '8', h: '4', shift: '1rem' }, md: { w: '10', h: '5', shift: '1.25rem' } } as const;

/**
 * An on/off switch: the browser's checkbox drawn as Chakra's switch. A table of a thousand rules then
 * holds a thousand inputs, not a thousand switch state machines, and every screen switches things on
 * the same way.
 */
export function ToggleSwitch({ label, hideLabel = false, checked, disabled, onChange, size = 'sm', id, describedBy, onBlur }: ToggleSwitchProps) {
  const { w, h, shift } = SIZES[size];
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2.5" verticalAlign="middle" cursor={disabled ? 'not-allowed' : 'pointer'} colorPalette="brand">
      <chakra.input
        type="checkbox"
        id={id}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
        appearance="none"
        position="relative"
        flexShrink="0"
        m="0"
        w={w}
        h={h}
        borderRadius="full"
        bg="bg.emphasized"
        cursor="inherit"
        transition="backgrounds"
        _checked={{ bg: 'colorPalette.solid' }}
        _disabled={{ opacity: '0.5' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        _before={{ content: '""', position: 'absolute', top: '0', left: '0', w: h, h, borderRadius: 'full', bg: 'white', scale: '0.8', boxShadow: 'sm', transitionProperty: 'translate', transitionDuration: 'fast' }}
        css={{ '&:checked::before': { translate: `${shift} 0`, bg: 'colorPalette.contrast' } }}
      />
      {label === undefined ? null : (
        <chakra.span srOnly={hideLabel} fontSize="sm" fontWeight="medium" lineHeight="1" userSelect="none" opacity={disabled ? 0.5 : undefined}>
          {label}
        </chakra.span>
      )}
    </chakra.label>
  );
}
