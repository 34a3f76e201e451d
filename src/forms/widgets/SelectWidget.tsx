import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { valueLabel } from '../../i18n/labels/labels';
import { useLabelColumn } from '../templates/field-layout';
import { FieldShell } from './FieldShell';

/** Enums as a native select: fast, keyboard- and screen-reader-friendly, no popup to manage. */
export function SelectWidget({ id, name, value, onChange, onBlur, label, hideLabel, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const { t, i18n } = useLingui();
  // Values without a name of the feature's own get the catalog's display name ("warning" → "Warning").
  const named = (choice: { value: unknown; label: string }) =>
    choice.label !== String(choice.value) ? choice.label : typeof choice.value === 'boolean' ? (choice.value ? t`On` : t`Off`) : valueLabel(i18n, choice.value, name);
  const choices = ((options.enumOptions ?? []) as { value: unknown; label: string }[]).map((choice) => ({ value: choice.value, label: named(choice) }));
  const index = choices.findIndex((c) => c.value === value);
  // Named by the grid's label: RJSF gives a oneOf/anyOf's variant selector an id of its own, which that label's htmlFor misses.
  const column = useLabelColumn();
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={index < 0 ? '' : String(index)}
          onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : choices[Number(e.currentTarget.value)]?.value)}
          onBlur={() => onBlur(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
          aria-labelledby={column?.labelId}
        >
          {index < 0 ? <option value="">{t`Select…`}</option> : null}
          {choices.map((choice, i) => (
            <option key={String(choice.value)} value={String(i)}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
