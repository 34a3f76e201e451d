import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { Loading } from '../../components/Loading';
import { changedFields, type Change } from '../../forms/diff';
import { SchemaForm } from '../../forms/SchemaForm';
import { ConnectionsDroppedDialog } from './ConnectionsDroppedDialog';

interface ListenerDialogFrameProps<T extends object> {
  title: string;
  titleCopy?: { value: string; label: string };
  formId: string;
  submitLabel: ReactNode;
  submitDisabled: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema<T>;
  /** For the label catalog's labels by path (`listener`). */
  labelRoot?: string;
  /** A new key starts a new form (another type): its errors are worked out afresh for the value carried over. */
  formKey: string;
  /** What an update is compared with. */
  initial: T | undefined;
  /** The draft; undefined while the listener loads. */
  value: T | undefined;
  dirty: boolean;
  loadFailed?: boolean;
  /** Checks the schema cannot express, beside their fields: saving waits until there are none. */
  checks?: ErrorSchema<T>;
  /** What the broker refused in the last save, beside the fields it named. */
  refused?: ErrorSchema<T>;
  /** Above the form: the type picker, the status on each node. */
  intro?: ReactNode;
  /** The listener an update restarts: when set, a save first asks with the connections it drops. */
  confirmId?: string;
  save: (value: T) => Promise<unknown>;
  onSaved: (value: T) => void;
  /** A refused save (the HTTP layer has said why): what the form should mark. Every value is kept. */
  onRefused?: (error: unknown, value: T) => void;
  onChange: (value: T) => void;
  onClose: () => void;
}

/**
 * The one listener form in a dialog, for the broker's listeners and the gateways': the type's schema
 * form, an update confirmed with the connections it drops, every value kept when a save fails.
 */
export function ListenerDialogFrame<T extends object>({
  title,
  titleCopy,
  formId,
  submitLabel,
  submitDisabled,
  schema,
  uiSchema,
  labelRoot,
  formKey,
  initial,
  value,
  dirty,
  loadFailed,
  checks,
  refused,
  intro,
  confirmId,
  save,
  onSaved,
  onRefused,
  onChange,
  onClose,
}: ListenerDialogFrameProps<T>) {
  const [confirming, setConfirming] = useState<Change[]>();
  const [saving, setSaving] = useState(false);

  async function submit(next: T) {
    setSaving(true);
    try {
      await save(next);
      setConfirming(undefined);
      onSaved(next);
    } catch (error) {
      setConfirming(undefined);
      onRefused?.(error, next);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <FormDialog title={title} titleCopy={titleCopy} formId={formId} size="lg" submitLabel={submitLabel} submitDisabled={submitDisabled} busy={saving} dirty={dirty} onClose={onClose}>
        {intro}
        {value ? (
          <SchemaForm
            key={formKey}
            id={formId}
            schema={schema}
            labelRoot={labelRoot}
            uiSchema={uiSchema}
            value={value}
            serverErrors={checks || refused ? { ...refused, ...checks } : undefined}
            disabled={saving}
            onChange={onChange}
            onSubmit={(next) => {
              // Schema-valid, but our own checks may still object: their messages are already shown.
              if (checks) return;
              if (confirmId !== undefined) setConfirming(changedFields(initial, next));
              else void submit(next);
            }}
          />
        ) : loadFailed ? (
          <Text role="alert" color="fg.muted">
            <Trans>This listener could not be read.</Trans>
          </Text>
        ) : (
          <Loading />
        )}
      </FormDialog>
      <ConnectionsDroppedDialog
        listenerId={confirming ? confirmId : undefined}
        changes={confirming ?? []}
        schema={schema}
        busy={saving}
        onConfirm={() => {
          if (value) void submit(value);
        }}
        onCancel={() => setConfirming(undefined)}
      />
    </>
  );
}
