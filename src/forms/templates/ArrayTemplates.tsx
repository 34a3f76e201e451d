import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import { isValidElement, useContext, useId } from 'react';
import { isSubFormUnion } from '../variants';
import { itemTitle, useLabelColumn, VariantHead } from './field-layout';
import { FieldRow } from './FieldTemplates';

/** A list of values or of objects: its title, one row per item with its buttons, then "Add". */
export function ArrayFieldTemplate({ canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, schema, title }: ArrayFieldTemplateProps) {
  const { t } = useLingui();
  const label = itemTitle(getUiOptions(uiSchema).title ?? title ?? schema.title, fieldPathId.path);
  // In the form's grid the label column names the list; a list of sub-forms is a section with its title.
  const drawn = useLabelColumn();
  const labelId = drawn?.labelId ?? `${fieldPathId.$id}__title`;
  return (
    <Box role="group" aria-labelledby={labelId}>
      {drawn ? null : (
        <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1">
          {label}
        </Text>
      )}
      <Stack gap="1">
        {items.length ? (
          items
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Empty list</Trans>
          </Text>
        )}
      </Stack>
      {canAdd ? (
        <Button id={`${fieldPathId.$id}__add`} size="xs" variant="outline" mt="2" onClick={onAddClick} disabled={disabled || readonly} aria-label={t`Add to ${label}`}>
          <Plus aria-hidden />
          <Trans>Add</Trans>
        </Button>
      ) : null}
    </Box>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <HStack align="end" gap="2">
      <Box flex="1" minW="0">
        {children}
      </Box>
      {hasToolbar ? (
        <HStack gap="0" mb="4">
          <Buttons {...buttonsProps} />
        </HStack>
      ) : null}
    </HStack>
  );
}

/**
 * A oneOf/anyOf: the picker of variants, then the chosen one. For sub-forms the picker is the field's
 * row (its label and help, named variants) and the chosen sub-form's fields follow as rows of their
 * own, set in; for plain values (a number or a template) both sit in the field's row.
 */
export function MultiSchemaFieldTemplate({ schema, selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const head = useContext(VariantHead);
  const labelId = useId();
  if (head && isSubFormUnion(schema)) {
    const selectorId = isValidElement<{ id?: string }>(selector) ? selector.props.id : undefined;
    return (
      <>
        <FieldRow labelId={labelId} htmlFor={selectorId} label={head.label} required={head.required} description={head.description} descriptionId={head.descriptionId}>
          {selector}
        </FieldRow>
        {optionSchemaField ? (
          <Box borderLeftWidth="2px" borderColor="border.muted" ps="4" ms="1">
            {optionSchemaField}
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <Stack gap="2">
      {selector}
      {optionSchemaField}
    </Stack>
  );
}
