import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getUiOptions, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { withAutoFields } from './auto-ui';
import { freshKey, mapBranch, mapValueSchema } from './map';
import { useLabelColumn } from './templates/field-layout';
import { FormSection } from './templates/FormSection';
import { TemplateInput } from './widgets/TemplateInput';

type Entries = [string, unknown][];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What an input's text means for a value of this schema: numbers stay numbers. */
function parseScalar(text: string, schema: RJSFSchema): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/**
 * A map by name (HTTP headers, log handlers, topic priorities): one row per entry, its name
 * editable in place. Plain values sit beside their name; objects get their own sub-form. A name
 * that is empty or taken stays in its input with an error and is not applied.
 */
export function MapField({ schema, uiSchema, formData, onChange, fieldPathId, registry, errorSchema, disabled, readonly, name }: FieldProps) {
  const { t } = useLingui();
  const options = getUiOptions(uiSchema);
  const map = mapBranch(schema as RJSFSchema) ?? (schema as RJSFSchema);
  const valueSchema = (options.valueSchema as RJSFSchema | undefined) ?? mapValueSchema(map);
  const entries: Entries = isObject(formData) ? Object.entries(formData) : [];
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const label = options.title ?? schema.title ?? name;
  // Values the broker fills in per client (an HTTP body, a MongoDB filter): with an "Insert placeholder" menu.
  const placeholders = Array.isArray(options.placeholders) ? (options.placeholders as string[]) : [];
  const off = disabled || readonly;
  const { SchemaField } = registry.fields;
  const drawn = useLabelColumn();

  const emit = (next: Entries) => onChange(Object.fromEntries(next), fieldPathId.path);
  const keyError = (index: number): string | undefined => {
    const draft = drafts[index];
    if (draft === undefined) return undefined;
    if (draft.trim() === '') return t`Name is required`;
    return t`This name is already used`;
  };

  function rename(index: number, text: string) {
    const taken = entries.some(([key], i) => i !== index && key === text);
    if (text.trim() === '' || taken) {
      setDrafts({ ...drafts, [index]: text });
      return;
    }
    const { [index]: _done, ...rest } = drafts;
    setDrafts(rest);
    emit(entries.map(([key, value], i) => [i === index ? text : key, value]));
  }

  function add() {
    const key = freshKey(
      entries.map(([k]) => k),
      (options.newKey as string | undefined) ?? 'name',
    );
    const initial = registry.schemaUtils.getDefaultFormState(valueSchema, undefined);
    emit([...entries, [key, initial ?? (valueSchema.type === 'object' ? {} : '')]]);
  }

  function remove(index: number) {
    setDrafts({});
    emit(entries.filter((_, i) => i !== index));
  }

  const isObjectValue = valueSchema.type === 'object';
  const entryUi = withAutoFields(valueSchema, (options.valueUiSchema as UiSchema | undefined) ?? {});
  // Each entry is drawn inside a section of its own already.
  const entryUiSchema: UiSchema = { ...entryUi, 'ui:options': { ...(entryUi['ui:options'] as object | undefined), flat: true } };
  return (
    <Box role="group" aria-labelledby={drawn?.labelId} aria-label={drawn ? undefined : label}>
      {drawn ? null : (
        <Text fontWeight="medium" fontSize="sm" mb="1">
          {label}
        </Text>
      )}
      <Stack gap="2">
        {entries.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Empty list</Trans>
          </Text>
        ) : null}
        {entries.map(([key, value], index) => {
          const shownKey = drafts[index] ?? key;
          const error = keyError(index);
          const valueErrors = (errorSchema?.[key] as { __errors?: string[] } | undefined)?.__errors;
          const keyInput = (
            <Input
              size="sm"
              aria-label={t`Name of entry ${index + 1} in ${label}`}
              aria-invalid={error ? true : undefined}
              value={shownKey}
              disabled={off}
              onChange={(e) => rename(index, e.target.value)}
              maxW={isObjectValue ? 'xs' : undefined}
            />
          );
          const removeButton = (
            <IconButton size="sm" variant="ghost" aria-label={t`Remove ${shownKey}`} disabled={off} onClick={() => remove(index)}>
              <Trash2 />
            </IconButton>
          );
          return (
            <Box key={index}>
              {isObjectValue ? (
                <FormSection title={key}>
                  <HStack mb="3">
                    {keyInput}
                    {removeButton}
                  </HStack>
                  {SchemaField ? (
                    <SchemaField
                      name={key}
                      schema={valueSchema}
                      uiSchema={entryUiSchema}
                      formData={value}
                      errorSchema={errorSchema?.[key]}
                      fieldPathId={toFieldPathId(key, registry.globalFormOptions, fieldPathId)}
                      registry={registry}
                      onChange={onChange}
                      onBlur={() => undefined}
                      onFocus={() => undefined}
                      disabled={off}
                      required={false}
                    />
                  ) : null}
                </FormSection>
              ) : (
                <HStack align="start">
                  <Box flex="1">{keyInput}</Box>
                  {placeholders.length ? (
                    <TemplateInput
                      size="sm"
                      compact
                      ariaLabel={t`Value of ${shownKey}`}
                      fieldLabel={t`Value of ${shownKey}`}
                      invalid={!!valueErrors?.length}
                      value={value === undefined || value === null ? '' : String(value)}
                      disabled={off}
                      placeholders={placeholders}
                      onChange={(text) => emit(entries.map(([k, v], i) => [k, i === index ? parseScalar(text, valueSchema) : v]))}
                    />
                  ) : (
                    <Input
                      size="sm"
                      flex="1"
                      aria-label={t`Value of ${shownKey}`}
                      aria-invalid={valueErrors?.length ? true : undefined}
                      inputMode={valueSchema.type === 'integer' || valueSchema.type === 'number' ? 'numeric' : undefined}
                      value={value === undefined || value === null ? '' : String(value)}
                      disabled={off}
                      onChange={(e) => emit(entries.map(([k, v], i) => [k, i === index ? parseScalar(e.target.value, valueSchema) : v]))}
                    />
                  )}
                  {removeButton}
                </HStack>
              )}
              {error || valueErrors?.length ? (
                <Text fontSize="sm" color="fg.error" mt="1">
                  {[error, ...(valueErrors ?? [])].filter(Boolean).join(' ')}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      <Button size="xs" variant="outline" mt="2" onClick={add} disabled={off} aria-label={t`Add to ${label}`}>
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Button>
    </Box>
  );
}
