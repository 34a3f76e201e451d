import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { MASKED_SECRET } from '../units';
import { FieldShell } from './FieldShell';

/**
 * A secret the broker returns masked ("******"). The mask is never shown as if it were the value:
 * the field stays empty with "unchanged" as its hint, and the mask goes back to the broker (which
 * keeps the stored secret) until the user types a new one. Emptying the field keeps it again.
 */
export function SecretWidget({ id, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors }: WidgetProps) {
  const { t } = useLingui();
  // Whether the broker holds a secret here: clearing what was typed then means "keep it".
  const [wasStored] = useState(value === MASKED_SECRET);
  const stored = value === MASKED_SECRET;
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      <Input
        id={id}
        type="password"
        autoComplete="new-password"
        value={stored ? '' : String(value ?? '')}
        placeholder={stored ? t`Unchanged (stored on the broker)` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? (wasStored ? MASKED_SECRET : undefined) : e.target.value)}
        onBlur={() => onBlur(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
