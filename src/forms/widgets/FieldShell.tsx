import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  children: ReactNode;
}

/**
 * The label and state around a widget's control. Help text and errors are drawn once, by the
 * FieldTemplate, under every kind of field.
 */
export function FieldShell({ id, label, hideLabel, required, disabled, invalid, children }: FieldShellProps) {
  return (
    <Field.Root id={id} required={required} disabled={disabled} invalid={invalid}>
      {label && !hideLabel ? (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children}
    </Field.Root>
  );
}
