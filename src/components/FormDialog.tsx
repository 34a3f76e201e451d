import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { WriteAction } from './WriteAction';
import { LeaveGuard } from '../forms/LeaveGuard';

interface FormDialogProps {
  /** The dialog's name, also the form's. */
  title: string;
  submitLabel: ReactNode;
  busy: boolean;
  /** Something was typed: closing asks first, and so does leaving the screen. */
  dirty: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /**
   * The save changes nothing on the broker for the role (a user's own password): not disabled for a
   * viewer. Everything else is a change and asks the role first.
   */
  sessionAction?: boolean;
}

/**
 * The one small hand-written form in a dialog (users, bans, API keys, MQTT extensions…). The caller keeps the draft and
 * checks it as the user types, so a failed save leaves the dialog open with everything typed.
 */
export function FormDialog({ title, submitLabel, busy, dirty, onSubmit, onClose, children, sessionAction }: FormDialogProps) {
  const { t } = useLingui();
  const [askClose, setAskClose] = useState(false);

  function requestClose() {
    if (busy) return;
    if (dirty) setAskClose(true);
    else onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const save = (
    <Button type="submit" colorPalette="brand" loading={busy}>
      {submitLabel}
    </Button>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && requestClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header pe="12">
                <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={requestClose} disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
                {sessionAction ? save : <WriteAction>{save}</WriteAction>}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={askClose}
        destructive
        title={<Trans>Close without saving?</Trans>}
        confirmLabel={<Trans>Discard changes</Trans>}
        onConfirm={() => {
          setAskClose(false);
          onClose();
        }}
        onCancel={() => setAskClose(false)}
      >
        <Trans>The changes in this form have not been saved. They are lost if you close it.</Trans>
      </ConfirmDialog>
      <LeaveGuard dirty={dirty && !busy && !askClose} />
    </Dialog.Root>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown once the field was touched or a save was tried. */
  error?: string;
  help?: ReactNode;
  required?: boolean;
  type?: 'text' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  monospace?: boolean;
}

/** A text input with its label, and its help or error tied to it. */
export function TextField({ label, value, onChange, onBlur, error, help, required, type = 'text', autoComplete, multiline, monospace }: TextFieldProps) {
  const props = { value, onBlur, autoComplete, fontFamily: monospace ? 'mono' : undefined };
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={3} {...props} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input size="sm" type={type} {...props} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
