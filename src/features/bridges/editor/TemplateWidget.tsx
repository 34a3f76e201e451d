import { Input, Textarea } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from '../../../forms/widgets/FieldShell';
import { placeholderSuggestions } from './placeholders';

/**
 * A text that may hold `${field}` placeholders (URL, path, body, topic, payload): typing offers
 * the common rule fields through the browser's own suggestion list (keyboard and screen readers included).
 */
export function TemplateWidget({ id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const listId = `${id}__placeholders`;
  const common = {
    id,
    value: text,
    disabled: disabled || readonly,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  const change = (next: string) => onChange(next === '' ? undefined : next);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      {options.multiline ? (
        <Textarea {...common} rows={4} fontFamily="mono" onChange={(e) => change(e.target.value)} />
      ) : (
        <>
          <Input {...common} list={listId} autoComplete="off" onChange={(e) => change(e.target.value)} />
          <datalist id={listId}>
            {placeholderSuggestions(text).map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </>
      )}
    </FieldShell>
  );
}
