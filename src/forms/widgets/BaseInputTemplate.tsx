import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { FieldShell } from './FieldShell';

/** Text and number inputs, with a label tied to the input (the theme's own is not). */
export function BaseInputTemplate({ id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus, options, required, readonly, disabled, rawErrors, autofocus, placeholder }: BaseInputTemplateProps) {
  const inputProps = getInputProps(schema, type, options);
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} disabled={disabled || readonly} invalid={(rawErrors?.length ?? 0) > 0}>
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? String(value) : ''}
        onChange={onChangeOverride ?? ((e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        readOnly={readonly}
        aria-describedby={ariaDescribedByIds(id)}
        // Numbers need no full column; names, paths and addresses do.
        maxW={inputProps.type === 'number' ? '20rem' : undefined}
        {...inputProps}
      />
    </FieldShell>
  );
}
