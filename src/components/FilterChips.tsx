import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { formatDateTime } from '../i18n/format';
import type { FilterField, FilterValue } from './FilterForm';

/** The words a filter in force reads as: a choice by its label, a time as the locale writes it. */
function shown(field: FilterField, value: FilterValue, locale: string): string | undefined {
  if (field.kind === 'checkbox') return undefined;
  if (field.kind === 'select') return field.options.find(([v]) => v === String(value))?.[1] ?? String(value);
  if (field.kind === 'datetime') return formatDateTime(String(value), locale);
  return String(value);
}

/** Each folded filter in force as a chip; its button removes that filter alone. */
export function FilterChips({ fields, value, onRemove }: { fields: FilterField[]; value: Record<string, FilterValue>; onRemove: (name: string) => void }) {
  const { t, i18n } = useLingui();
  return fields.map((field) => {
    const words = shown(field, value[field.name], i18n.locale);
    const text = words === undefined ? field.label : `${field.label}: ${words}`;
    return (
      <Button key={field.name} size="xs" variant="subtle" borderRadius="full" maxW="16rem" onClick={() => onRemove(field.name)} aria-label={t`Remove filter ${text}`}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
        <X />
      </Button>
    );
  });
}
