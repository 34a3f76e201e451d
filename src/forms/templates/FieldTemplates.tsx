import { Box, Text } from '@chakra-ui/react';
import { descriptionId, errorId, type DescriptionFieldProps, type FieldErrorProps, type FieldTemplateProps } from '@rjsf/utils';

/** Every field: its widget (which draws the label), then the broker's help, then the errors. */
export function FieldTemplate({ id, children, hidden, rawDescription, errors, schema, uiSchema }: FieldTemplateProps) {
  if (hidden || uiSchema?.['ui:field'] === 'Hidden') return <Box display="none">{children}</Box>;
  const isGroup = schema.type === 'object' || schema.type === 'array';
  return (
    <Box mb={isGroup ? 6 : 4} data-field={id}>
      {children}
      {!isGroup && rawDescription ? (
        <Text id={descriptionId(id)} fontSize="xs" color="fg.muted" mt="1" whiteSpace="pre-line">
          {rawDescription}
        </Text>
      ) : null}
      {errors}
    </Box>
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

/** Group descriptions (objects); field descriptions are drawn by FieldTemplate. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted" mb="3">
      {description}
    </Text>
  );
}

/** For `'ui:field': 'Hidden'`: a value kept as the broker has it, not shown (arrays ignore the hidden widget). */
export function HiddenField() {
  return null;
}
