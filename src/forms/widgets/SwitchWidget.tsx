import { Switch } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** Booleans as a switch, labelled by the field's title. */
export function SwitchWidget({ id, value, onChange, onBlur, label, disabled, readonly }: WidgetProps) {
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
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
