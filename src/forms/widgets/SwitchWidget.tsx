import { Switch } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLabelColumn } from '../templates/field-layout';

/** Booleans as a switch, labelled by the field's title (drawn in the form's label column when there is one). */
export function SwitchWidget({ id, value, onChange, onBlur, label, disabled, readonly }: WidgetProps) {
  const drawn = useLabelColumn();
  return (
    <Switch.Root
      ids={{ hiddenInput: id }}
      checked={value === true}
      disabled={disabled || readonly}
      onCheckedChange={(e) => onChange(e.checked)}
      onBlur={() => onBlur(id, value)}
      colorPalette="brand"
    >
      <Switch.HiddenInput aria-describedby={ariaDescribedByIds(id)} />
      <Switch.Control />
      {drawn ? null : <Switch.Label>{label}</Switch.Label>}
    </Switch.Root>
  );
}
