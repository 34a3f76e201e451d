import { Box, Checkbox, HStack, Input, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { valueLabel } from '../i18n/labels/labels';
import { isMapSchema } from './map';
import { isOffSentinel, sentinelUnion } from './sentinel';
import { useLabelColumn } from './templates/field-layout';

/**
 * A limit that may be a sentinel ("infinity", "disabled") or a value: the value's own input and one
 * checkbox beside it, "Unlimited" for infinity or "Enabled" for a setting that can be turned off,
 * so a checked box never means "off". The broker gets exactly one of the two.
 */
export function SentinelField(props: FieldProps) {
  const { t, i18n } = useLingui();
  const { schema, formData, onChange, registry, fieldPathId, disabled, readonly, name, uiSchema } = props;
  const union = sentinelUnion(schema as RJSFSchema);
  const [lastValue, setLastValue] = useState<unknown>(union && formData !== union.sentinel ? formData : undefined);
  const drawn = useLabelColumn();
  const { SchemaField } = registry.fields;
  if (!union || !SchemaField) return null;
  const id = fieldPathId.$id;
  const atSentinel = formData === union.sentinel;
  const off = isOffSentinel(union.sentinel);
  const sentinelText = union.sentinel === 'infinity' ? t`Unlimited` : off ? t`Off` : valueLabel(i18n, union.sentinel, name);
  const isMap = isMapSchema(union.value);
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  // The value is drawn bare: this field's own template already gave it a label, help and errors.
  const valueUi: UiSchema = isMap
    ? { ...uiSchema, 'ui:field': 'Map', 'ui:title': label, 'ui:options': { ...(uiSchema?.['ui:options'] as object | undefined), bare: true } }
    : { 'ui:title': label, 'ui:options': { bare: true } };
  const toggle = (sentinel: boolean) => onChange(sentinel ? union.sentinel : (lastValue ?? (isMap ? {} : undefined)), fieldPathId.path);

  return (
    <HStack align="start" gap="4">
      <Box flex="1" minW="0">
        {atSentinel ? (
          isMap ? null : <Input id={id} maxW="20rem" disabled placeholder={sentinelText} aria-labelledby={drawn?.labelId} aria-label={drawn ? undefined : label} />
        ) : (
          // Errors and help are drawn once, around this field, by its own FieldTemplate.
          <SchemaField
            {...props}
            schema={{ ...union.value, title: label, default: undefined }}
            uiSchema={valueUi}
            errorSchema={undefined}
            onChange={(value: unknown, path: FieldProps['fieldPathId']['path'], errors?: FieldProps['errorSchema'], changedId?: string) => {
              setLastValue(value);
              onChange(value, path, errors, changedId);
            }}
          />
        )}
      </Box>
      <Checkbox.Root
        mt="2"
        flexShrink={0}
        checked={off ? !atSentinel : atSentinel}
        disabled={disabled || readonly}
        onCheckedChange={(e) => toggle(off ? e.checked !== true : e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label whiteSpace="nowrap">
          {/* Several limits share the box's word: the field's name tells them apart for a screen reader. */}
          <VisuallyHidden>{label}: </VisuallyHidden>
          {off ? t`Enabled` : sentinelText}
        </Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
