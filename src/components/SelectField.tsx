import { Field, NativeSelect } from '@chakra-ui/react';

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: [V, string][];
  onChange: (value: V) => void;
  /** Width of the field in a row of controls; full width when absent. */
  minW?: string;
}

/** A labelled native select over typed values: the one small choice control of hand-written forms. */
export function SelectField<V extends string | number>({ label, value, options, onChange, minW }: SelectFieldProps<V>) {
  return (
    <Field.Root width={minW ? 'auto' : undefined} minW={minW}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={String(value)}
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
    </Field.Root>
  );
}
