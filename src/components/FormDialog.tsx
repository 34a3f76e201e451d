import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { deferredDialog } from './deferred-dialog';

export interface FormDialogProps {
  /** The dialog's name, also the form's. */
  title: string;
  /** A long value the title names (a listener's ID): the title stays on one line with a copy button with this name. */
  titleCopy?: { value: string; label: string };
  submitLabel: ReactNode;
  busy: boolean;
  /** Something was typed: closing asks first, and so does leaving the screen. */
  dirty: boolean;
  /** The save is not possible yet (nothing changed, the form still loads). */
  submitDisabled?: boolean;
  /**
   * The form is in the children (a SchemaForm with this id, which submits itself): the dialog draws no
   * form of its own, and its save button submits that one.
   */
  formId?: string;
  /** Wider, for a schema form. */
  size?: 'md' | 'lg';
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
  /**
   * The save changes nothing on the broker for the role (a user's own password): not disabled for a
   * viewer. Everything else is a change and asks the role first.
   */
  sessionAction?: boolean;
}

/**
 * The one form in a dialog: small hand-written ones (users, bans, API keys, MQTT extensions…) and schema
 * forms (`formId`: listeners, gateway listeners). The caller keeps the draft and checks it as the user
 * types, so a failed save leaves the dialog open with everything typed.
 */
export const FormDialog = deferredDialog<FormDialogProps>(() => import('./FormDialogBody'));

interface TextFieldProps {
  label: string;
  value: string;
  /** Left out for a value shown but not changed here (an object's name once it exists). */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Shown once the field was touched or a save was tried. */
  error?: string;
  help?: ReactNode;
  required?: boolean;
  type?: 'text' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  monospace?: boolean;
  /** What an empty field means (the broker's default when it is left out). */
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
  readOnly?: boolean;
}

/** A text input with its label, and its help or error tied to it. */
export function TextField({ label, value, onChange, onBlur, error, help, required, type = 'text', autoComplete, multiline, monospace, placeholder, inputMode, readOnly }: TextFieldProps) {
  const props = { value, onBlur, autoComplete, placeholder, inputMode, readOnly, fontFamily: monospace ? 'mono' : undefined };
  return (
    <Field.Root invalid={!!error} required={required && !readOnly} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={3} {...props} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <Input size="sm" type={type} {...props} onChange={(e) => onChange?.(e.target.value)} />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
