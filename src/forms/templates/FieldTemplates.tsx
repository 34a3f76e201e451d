import { Box, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { descriptionId, errorId, getUiOptions, type DescriptionFieldProps, type FieldErrorProps, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { HelpText } from '../help/HelpText';
import { isMapSchema, mapValueSchema } from '../map';
import { itemTitle, LabelColumn } from './field-layout';

/** Objects with fields, lists of objects and maps of objects are sections; the rest sit in the grid. */
function isSection(schema: RJSFSchema): boolean {
  if (schema.type === 'object') return !isMapSchema(schema) || mapValueSchema(schema).type === 'object';
  if (schema.type === 'array') return typeof schema.items === 'object' && !Array.isArray(schema.items) && (schema.items as RJSFSchema).type === 'object';
  return false;
}

/**
 * Every field: on a wide screen a row of the form's grid, with the label and the first sentence of
 * the broker's help on the left and the control (and its errors) on the right, at a readable width.
 */
export function FieldTemplate({ id, children, hidden, rawDescription, errors, schema, uiSchema, label, required, fieldPathId }: FieldTemplateProps) {
  if (hidden || uiSchema?.['ui:field'] === 'Hidden') return <Box display="none">{children}</Box>;
  const options = getUiOptions(uiSchema);
  // The inner part of a composite field (a sentinel's value) is laid out by that field.
  if (options.bare) return <>{children}</>;
  if (isSection(schema)) {
    return (
      <Box mb="4" data-field={id}>
        {children}
        {errors}
      </Box>
    );
  }
  const labelId = `${id}__label`;
  const title = itemTitle(label, fieldPathId.path);
  // A list's plain items are labelled for screen readers only: the list's own label is above them.
  if (typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number') {
    return (
      <Box flex="1" data-field={id}>
        <VisuallyHidden>
          <label id={labelId} htmlFor={id}>
            {title}
          </label>
        </VisuallyHidden>
        <LabelColumn.Provider value={{ labelId }}>{children}</LabelColumn.Provider>
        {errors}
      </Box>
    );
  }
  return (
    <Grid
      data-field={id}
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(12rem, 2fr) minmax(0, 3fr)' }}
      columnGap="8"
      rowGap="1.5"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      alignItems="start"
    >
      <Box minW="0">
        <Text asChild fontWeight="medium" fontSize="sm" display="block">
          <label id={labelId} htmlFor={id}>
            {title}
            {required ? (
              <Text as="span" color="fg.error" ms="1" aria-hidden>
                *
              </Text>
            ) : null}
          </label>
        </Text>
        {rawDescription ? <HelpText id={descriptionId(id)} text={rawDescription} /> : null}
      </Box>
      <Box minW="0" maxW="lg">
        <LabelColumn.Provider value={{ labelId }}>{children}</LabelColumn.Provider>
        {errors}
      </Box>
    </Grid>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  if (!errors?.length) return null;
  return (
    <Text id={errorId(fieldPathId)} fontSize="sm" color="fg.error" mt="1">
      {errors.map((e) => (typeof e === 'string' ? e : '')).join(' ')}
    </Text>
  );
}

/** Section descriptions (objects); field help is drawn by FieldTemplate. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Box mb="3">
      <HelpText id={id} text={String(description)} />
    </Box>
  );
}

/** For `'ui:field': 'Hidden'`: a value kept as the broker has it, not shown (arrays ignore the hidden widget). */
export function HiddenField() {
  return null;
}
