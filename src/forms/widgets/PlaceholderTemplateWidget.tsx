import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FieldShell } from './FieldShell';
import { TemplateInput } from './TemplateInput';

/**
 * `'ui:widget': 'PlaceholderTemplate'`: a text the broker fills in per client, with the placeholders it takes
 * there (`'ui:options': { placeholders: ['${username}', …], multiline: true }`).
 */
export function PlaceholderTemplateWidget({ id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const off = disabled || readonly;
  const placeholders = Array.isArray(options.placeholders) ? (options.placeholders as string[]) : [];
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={off} invalid={(rawErrors?.length ?? 0) > 0}>
      <TemplateInput
        id={id}
        value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
        onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        placeholders={placeholders}
        multiline={options.multiline === true}
        fieldLabel={label}
        disabled={off}
        invalid={(rawErrors?.length ?? 0) > 0}
        describedBy={ariaDescribedByIds(id)}
      />
    </FieldShell>
  );
}
