import { Input, InputGroup } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { parsePercent } from '../units';
import { FieldShell } from './FieldShell';

/** A percentage the broker keeps as a string ("80%"): the number is edited, the sign is shown. */
export function PercentWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  const amount = parsePercent(typeof value === 'string' ? value : undefined);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      <InputGroup endAddon="%">
        <Input
          id={id}
          inputMode="decimal"
          // What one number cannot show ("abc") stays visible, for the format error to point at.
          value={amount ?? String(value ?? '')}
          onChange={(e) => onChange(e.target.value.trim() === '' ? undefined : `${e.target.value.trim()}%`)}
          onBlur={() => onBlur(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
      </InputGroup>
    </FieldShell>
  );
}
