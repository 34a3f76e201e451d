import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLabelColumn } from '../templates/field-layout';

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
 * The state around a widget's control, and its label where the form's grid does not draw one
 * (a widget used on its own). Help text and errors are drawn once, by the FieldTemplate.
 */
export function FieldShell({ id, label, hideLabel, required, disabled, invalid, children }: FieldShellProps) {
  const drawn = useLabelColumn();
  return (
    <Field.Root id={id} required={required} disabled={disabled} invalid={invalid}>
      {label && !hideLabel && !drawn ? (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children}
    </Field.Root>
  );
}
