import { Box, HStack, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { isMapSchema } from './map';
import { sentinelUnion } from './sentinel';

/**
 * A limit that may be a sentinel ("infinity", "disabled") or a value: the value's own input, and a
 * switch for the sentinel beside it. The broker gets exactly one of the two.
 */
export function SentinelField(props: FieldProps) {
  const { t } = useLingui();
  const { schema, formData, onChange, registry, fieldPathId, disabled, readonly, name, uiSchema } = props;
  const union = sentinelUnion(schema as RJSFSchema);
  const [lastValue, setLastValue] = useState<unknown>(union && formData !== union.sentinel ? formData : undefined);
  const { SchemaField } = registry.fields;
  if (!union || !SchemaField) return null;
  const on = formData === union.sentinel;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const sentinelLabel = union.sentinel === 'infinity' ? t`Unlimited` : union.sentinel === 'disabled' ? t`Disabled` : union.sentinel;
  const valueSchema: RJSFSchema = { ...union.value, title: label, default: undefined };

  return (
    <HStack align="end" gap="4">
      {on ? (
        <Text flex="1" fontSize="sm" color="fg.muted" pb="2">
          {label}: {union.sentinel}
        </Text>
      ) : (
        <Box flex="1">
          {/* Errors and help are drawn once, around this field, by its own FieldTemplate. */}
          <SchemaField
            {...props}
            schema={valueSchema}
            // A map ("disabled" or entries) keeps the feature's options for its rows.
            uiSchema={isMapSchema(union.value) ? { ...uiSchema, 'ui:field': 'Map', 'ui:title': label } : { 'ui:title': label }}
            errorSchema={undefined}
            onChange={(value: unknown, path: FieldProps['fieldPathId']['path'], errors?: FieldProps['errorSchema'], id?: string) => {
              setLastValue(value);
              onChange(value, path, errors, id);
            }}
          />
        </Box>
      )}
      <Switch.Root
        checked={on}
        disabled={disabled || readonly}
        onCheckedChange={(e) => onChange(e.checked ? union.sentinel : (lastValue ?? (isMapSchema(union.value) ? {} : undefined)), fieldPathId.path)}
        pb="2"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label whiteSpace="nowrap">{sentinelLabel}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
