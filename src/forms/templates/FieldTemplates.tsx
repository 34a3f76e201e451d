import { Box, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { descriptionId, errorId, getUiOptions, type DescriptionFieldProps, type FieldErrorProps, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { isIdleDeprecated } from '../deprecated';
import { HelpText } from '../help/HelpText';
import { isMapSchema, mapValueSchema } from '../map';
import { isSubFormUnion } from '../variants';
import { itemTitle, LabelColumn, VariantHead } from './field-layout';

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
export function FieldTemplate({ id, children, hidden, rawDescription, errors, schema, uiSchema, label, required, fieldPathId, formData }: FieldTemplateProps) {
  if (hidden || uiSchema?.['ui:field'] === 'Hidden' || isIdleDeprecated(schema, formData)) return <Box display="none">{children}</Box>;
  const options = getUiOptions(uiSchema);
  // The inner part of a composite field (a sentinel's value) is laid out by that field.
  if (options.bare) return <>{children}</>;
  // The chosen variant of a union of plain values: drawn in the union's row, under its picker.
  if (options.variant) {
    return (
      <Box data-field={id}>
        {children}
        {errors}
      </Box>
    );
  }
  // A union of sub-forms: its picker draws the row (label, help, select), the chosen sub-form's fields follow.
  if (isSubFormUnion(schema) && !options.field) {
    return (
      <Box data-field={id}>
        <VariantHead.Provider value={{ label: itemTitle(label, fieldPathId.path) ?? label, required, description: rawDescription, descriptionId: descriptionId(id) }}>{children}</VariantHead.Provider>
        {errors}
      </Box>
    );
  }
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
    <FieldRow id={id} labelId={labelId} htmlFor={id} label={title} required={required} description={rawDescription} descriptionId={descriptionId(id)}>
      {children}
      {errors}
    </FieldRow>
  );
}

interface FieldRowProps {
  /** The field's id, for `data-field` (a probe or a test finds the row by it). */
  id?: string;
  labelId: string;
  /** The control the label names (a widget's input, a picker's select). */
  htmlFor: string | undefined;
  label: ReactNode;
  required?: boolean;
  description?: string;
  descriptionId: string;
  children: ReactNode;
}

/**
 * One row of the form's grid: on a wide screen the label and the first sentence of the broker's
 * help on the left, the control (and its errors) on the right, at a readable width.
 */
export function FieldRow({ id, labelId, htmlFor, label, required, description, descriptionId: helpId, children }: FieldRowProps) {
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
          <label id={labelId} htmlFor={htmlFor}>
            {label}
            {required ? (
              <Text as="span" color="fg.error" ms="1" aria-hidden>
                *
              </Text>
            ) : null}
          </label>
        </Text>
        {description ? <HelpText id={helpId} text={description} /> : null}
      </Box>
      <Box minW="0" maxW="lg">
        <LabelColumn.Provider value={{ labelId }}>{children}</LabelColumn.Provider>
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
