import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { testFieldError, type TestField } from '../test-data';

interface TestDataFieldsProps {
  fields: readonly TestField[];
  onChange: (fields: TestField[]) => void;
}

/** The test context's fields as typed: the payload as text over the whole row, QoS and flags as choices. */
export function TestDataFields({ fields, onChange }: TestDataFieldsProps) {
  const { t } = useLingui();
  const set = (name: string, value: string) => onChange(fields.map((f) => (f.name === name ? { ...f, value } : f)));
  const errorText = (field: TestField) => {
    const error = testFieldError(field);
    if (error === 'qos') return t`QoS is 0, 1 or 2`;
    if (error === 'number') return t`Enter a number`;
    return undefined;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {fields.map((field) => {
        const error = errorText(field);
        const wide = field.name === 'payload';
        return (
          <Field.Root key={field.name} invalid={!!error} gridColumn={wide ? '1 / -1' : undefined}>
            <Field.Label fontFamily="mono">{field.name}</Field.Label>
            {field.kind === 'boolean' || field.name === 'qos' ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={field.value} onChange={(e) => set(field.name, e.target.value)}>
                  {(field.kind === 'boolean' ? ['true', 'false'] : ['0', '1', '2']).map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : wide ? (
              <Textarea size="sm" fontFamily="mono" rows={4} value={field.value} onChange={(e) => set(field.name, e.target.value)} />
            ) : (
              <Input size="sm" inputMode={field.kind === 'number' ? 'numeric' : undefined} value={field.value} onChange={(e) => set(field.name, e.target.value)} />
            )}
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
