import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import { itemTitle, useLabelColumn } from './field-layout';

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

/** A oneOf/anyOf of sub-forms: the type selector, then the chosen branch's fields. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <Box borderLeftWidth="2px" borderColor="border" ps="4">
      {selector}
      {optionSchemaField}
    </Box>
  );
}
