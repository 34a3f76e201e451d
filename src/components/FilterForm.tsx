import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CheckboxInput } from './CheckboxInput';
import { FilterChips } from './FilterChips';

export type FilterValue = string | number | boolean | undefined;

export type FilterField =
  | { name: string; label: string; kind: 'text' | 'datetime' }
  | { name: string; label: string; kind: 'select'; options: [value: string, label: string][] }
  | { name: string; label: string; kind: 'checkbox' };

interface FilterFormProps<Filters extends Record<string, FilterValue>> {
  label: string;
  /** The first is the main search, always shown; the others fold under "More filters". */
  fields: FilterField[];
  value: Filters;
  onApply: (filters: Filters) => void;
}

const isSet = (value: FilterValue) => value !== undefined && value !== '' && value !== false;

/** Whether any filter is in force: an empty list then offers to clear them. */
export const hasActiveFilters = (filters: Record<string, FilterValue>) => Object.values(filters).some(isSet);

/**
 * The filter bar of every list, one line high: the main search inline, the other filters folded under
 * "More filters", and each filter in force as a chip that removes it. Typing edits a draft, Search
 * (or Enter) applies it, Reset clears. Give it a `key` derived from the applied filters so Back and
 * Reset refill it.
 */
export function FilterForm<Filters extends Record<string, FilterValue>>({ label, fields, value, onApply }: FilterFormProps<Filters>) {
  const { t } = useLingui();
  const foldId = useId();
  const [draft, setDraft] = useState<Record<string, FilterValue>>(value);
  const [main, ...rest] = fields;
  const folded = rest.filter((field) => isSet(value[field.name]));
  // Open from the start when a folded filter is in force (a link, Back): what filters the list shows.
  const [open, setOpen] = useState(folded.length > 0);
  const set = (name: string, next: FilterValue) => setDraft((d) => ({ ...d, [name]: isSet(next) ? next : undefined }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft as Filters);
  }

  const control = (field: Exclude<FilterField, { kind: 'checkbox' }>, inline: boolean) =>
    field.kind === 'select' ? (
      <NativeSelect.Root size="sm" maxW={inline ? '16rem' : undefined}>
        <NativeSelect.Field value={String(draft[field.name] ?? '')} onChange={(e) => set(field.name, e.target.value)} aria-label={inline ? field.label : undefined}>
          <option value="">{inline ? field.label : t`Any`}</option>
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
        maxW={inline ? '20rem' : undefined}
        type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
        step={field.kind === 'datetime' ? 1 : undefined}
        value={String(draft[field.name] ?? '')}
        onChange={(e) => set(field.name, e.target.value)}
        aria-label={inline ? field.label : undefined}
        placeholder={inline ? field.label : undefined}
      />
    );

  const inputs = rest.filter((f) => f.kind !== 'checkbox');
  const checks = rest.filter((f) => f.kind === 'checkbox');
  return (
    <Box as="form" onSubmit={submit} aria-label={label} role="search" mb="3">
      <HStack gap="2" wrap="wrap">
        {main ? main.kind === 'checkbox' ? <CheckboxInput label={main.label} checked={!!draft[main.name]} onChange={(checked) => set(main.name, checked)} /> : control(main, true) : null}
        <Button type="submit" size="sm" colorPalette="brand">
          <Trans>Search</Trans>
        </Button>
        {rest.length ? (
          <Button size="sm" variant="outline" aria-expanded={open} aria-controls={foldId} onClick={() => setOpen((o) => !o)}>
            {folded.length ? <Trans>More filters ({folded.length})</Trans> : <Trans>More filters</Trans>}
            {open ? <ChevronUp /> : <ChevronDown />}
          </Button>
        ) : null}
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
        <FilterChips fields={folded} value={value} onRemove={(name) => onApply({ ...value, [name]: undefined })} />
      </HStack>
      {rest.length ? (
        // Kept in the page while folded: what was typed there stays in the draft.
        <Box id={foldId} hidden={!open} mt="3">
          {inputs.length ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              {inputs.map((field) => (
                <Field.Root key={field.name}>
                  <Field.Label>{field.label}</Field.Label>
                  {control(field as Exclude<FilterField, { kind: 'checkbox' }>, false)}
                </Field.Root>
              ))}
            </SimpleGrid>
          ) : null}
          {checks.length ? (
            <HStack gap="3" mt={inputs.length ? '3' : '0'} wrap="wrap">
              {checks.map((field) => (
                <CheckboxInput key={field.name} label={field.label} checked={!!draft[field.name]} onChange={(checked) => set(field.name, checked)} />
              ))}
            </HStack>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
