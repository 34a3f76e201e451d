import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { useLabelColumn } from '../templates/field-layout';

/** Booleans as a switch, labelled by the field's title (drawn in the form's label column when there is one). */
export function SwitchWidget({ id, value, onChange, onBlur, label, disabled, readonly }: WidgetProps) {
  const drawn = useLabelColumn();
  return (
    <ToggleSwitch
      id={id}
      size="md"
      label={drawn ? undefined : label}
      checked={value === true}
      disabled={disabled || readonly}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}
