import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CheckboxInput } from './CheckboxInput';

export type FilterValue = string | number | boolean | undefined;

export type FilterField =
  | { name: string; label: string; kind: 'text' | 'datetime' }
  | { name: string; label: string; kind: 'select'; options: [value: string, label: string][] }
  | { name: string; label: string; kind: 'checkbox' };

interface FilterFormProps<Filters extends Record<string, FilterValue>> {
  label: string;
  fields: FilterField[];
  value: Filters;
  onApply: (filters: Filters) => void;
}

/**
 * The filter bar of every list: typing edits a draft, Search (or Enter) applies it, Reset clears.
 * Give it a `key` derived from the applied filters so Back and Reset refill it.
 */
export function FilterForm<Filters extends Record<string, FilterValue>>({ label, fields, value, onApply }: FilterFormProps<Filters>) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Record<string, FilterValue>>(value);
  const set = (name: string, next: FilterValue) => setDraft((d) => ({ ...d, [name]: next === '' || next === false ? undefined : next }));
  const inputs = fields.filter((f) => f.kind !== 'checkbox');
  const checks = fields.filter((f) => f.kind === 'checkbox');

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft as Filters);
  }

  return (
    <form onSubmit={submit} aria-label={label} role="search">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="3">
        {inputs.map((field) => (
          <Field.Root key={field.name}>
            <Field.Label>{field.label}</Field.Label>
            {field.kind === 'select' ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={String(draft[field.name] ?? '')} onChange={(e) => set(field.name, e.target.value)}>
                  <option value="">{t`Any`}</option>
                  {field.options.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Input
                size="sm"
                type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
                step={field.kind === 'datetime' ? 1 : undefined}
                value={String(draft[field.name] ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="3" mb="4" wrap="wrap">
        {checks.map((field) => (
          <CheckboxInput key={field.name} label={field.label} checked={!!draft[field.name]} onChange={(checked) => set(field.name, checked)} />
        ))}
        <Button type="submit" size="sm" colorPalette="brand">
          <Trans>Search</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({} as Filters);
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </HStack>
    </form>
  );
}
