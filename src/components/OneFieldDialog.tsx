import { useState, type ReactNode } from 'react';
import { isApiError, readErrorBody } from '../api/api-error';
import { FailureNotice } from './FailureNotice';
import { FormDialog, TextField } from './FormDialog';

/** What the typed text is: the value to send, or why it cannot be sent. */
export type OneFieldCheck = { value: string } | { error: string };

interface OneFieldDialogProps {
  title: string;
  submitLabel: string;
  label: string;
  /** Checked as typed: the message shows under the field once it has been touched. */
  check: (typed: string) => OneFieldCheck;
  /** Under the field while it has no error; may depend on what is typed. */
  help: (typed: string) => string;
  /** Sends the value; a refusal with one of `refusedStatuses` is shown in the dialog, in the broker's words. */
  send: (value: string) => Promise<unknown>;
  /** The statuses the caller's request keeps quiet (its `silentStatuses`): shown here, not in a toast over the dialog. */
  refusedStatuses: readonly number[];
  refusalTitle: ReactNode;
  onDone: (value: string) => void;
  onClose: () => void;
}

/**
 * A dialog that asks for one value (a node to invite, a topic to count): checked as typed, kept when
 * the broker refuses it, the refusal said next to it, and closing with something typed asks first.
 */
export function OneFieldDialog({ title, submitLabel, label, check, help, send, refusedStatuses, refusalTitle, onDone, onClose }: OneFieldDialogProps) {
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const checked = check(typed);
  const error = touched && 'error' in checked ? checked.error : undefined;

  async function submit() {
    setTouched(true);
    if ('error' in checked) return;
    setRefusal(undefined);
    setBusy(true);
    try {
      await send(checked.value);
    } catch (cause) {
      // Other failures (a lost connection) were reported by the HTTP layer already.
      if (isApiError(cause) && cause.status !== undefined && refusedStatuses.includes(cause.status)) setRefusal(readErrorBody(cause.body)?.message ?? cause.message);
      return;
    } finally {
      setBusy(false);
    }
    onDone(checked.value);
  }

  return (
    <FormDialog title={title} submitLabel={submitLabel} busy={busy} dirty={typed !== ''} onSubmit={() => void submit()} onClose={onClose}>
      <TextField
        label={label}
        required
        monospace
        autoComplete="off"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setTouched(true);
          setRefusal(undefined);
        }}
        onBlur={() => setTouched(true)}
        error={error}
        help={help(typed)}
      />
      {refusal ? <FailureNotice title={refusalTitle}>{refusal}</FailureNotice> : null}
    </FormDialog>
  );
}
