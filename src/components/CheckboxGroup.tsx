import { Field, Stack } from '@chakra-ui/react';
import { CheckboxInput } from './CheckboxInput';

interface CheckboxGroupProps {
  label: string;
  /** Value and label of each box, in the order shown. */
  options: readonly (readonly [value: string, label: string])[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  help?: string;
  error?: string;
}

/** A labelled group of checkboxes; what is ticked comes back in the options' order, whatever order it was ticked in. */
export function CheckboxGroup({ label, options, checked, onChange, help, error }: CheckboxGroupProps) {
  const toggle = (value: string, on: boolean) => onChange(options.flatMap(([v]) => ((v === value ? on : checked.includes(v)) ? [v] : [])));
  return (
    <Field.Root as="fieldset" invalid={!!error}>
      <Field.Label as="legend">{label}</Field.Label>
      <Stack gap="1" mt="1">
        {options.map(([value, text]) => (
          <CheckboxInput key={value} label={text} checked={checked.includes(value)} onChange={(on) => toggle(value, on)} />
        ))}
      </Stack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
