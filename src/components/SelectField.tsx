import { Field, NativeSelect } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: [V, string][];
  onChange: (value: V) => void;
  /** Width of the field in a row of controls; full width when absent. */
  minW?: string;
  /** What is wrong with the choice: marks the select invalid and is shown under it. */
  error?: ReactNode;
}

/** A labelled native select over typed values: the one small choice control of hand-written forms. */
export function SelectField<V extends string | number>({ label, value, options, onChange, minW, error }: SelectFieldProps<V>) {
  const errorId = useId();
  const invalid = error !== undefined && error !== null && error !== false;
  return (
    <Field.Root width={minW ? 'auto' : undefined} minW={minW} invalid={invalid} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={String(value)}
          // The field names its error only in aria-errormessage, which screen readers do not all read.
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => {
            const picked = options.find(([v]) => String(v) === e.target.value);
            if (picked) onChange(picked[0]);
          }}
        >
          {options.map(([v, text]) => (
            <option key={String(v)} value={String(v)}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
