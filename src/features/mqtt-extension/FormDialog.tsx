import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { WriteAction } from '../../components/WriteAction';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small form in a dialog: Save submits, Cancel or Escape closes. The caller keeps the draft, so a
 * failed save leaves the dialog open with what was typed.
 */
export function FormDialog({ open, title, label, busy, onSubmit, onClose, children }: FormDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={label}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
                <WriteAction>
                  <Button type="submit" colorPalette="brand" loading={busy}>
                    <Trans>Save</Trans>
                  </Button>
                </WriteAction>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown once the field was touched or a save was tried. */
  error?: string;
  help?: ReactNode;
  monospace?: boolean;
}

/** A required text input with its label, help and error tied to it. */
export function TextField({ label, value, onChange, onBlur, error, help, monospace }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={value} fontFamily={monospace ? 'mono' : undefined} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
