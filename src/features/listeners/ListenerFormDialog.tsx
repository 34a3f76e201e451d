import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { Loading } from '../../components/Loading';
import { changedFields, type Change } from '../../forms/diff';
import { SchemaForm } from '../../forms/SchemaForm';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { ConnectionsDroppedDialog } from './ConnectionsDroppedDialog';
import { listenerFieldErrors, type ListenerConfig, type ListenerType } from './listener-rules';
import { useListenerSchema, useListenerUiSchema } from './listener-schema';
import { useListenerChecks } from './use-listener-checks';

export const LISTENER_FORM_ID = 'listener-form';

interface ListenerFormDialogProps {
  title: string;
  type: ListenerType;
  /** The listener being edited; absent when creating one. */
  editing?: string;
  /** The draft starts over when this changes (the type picked while creating). */
  resetKey: string;
  /** The form's starting value; undefined while it loads. */
  initial: ListenerConfig | undefined;
  /** The starting value already holds the operator's input (a name typed before the type changed). */
  touched?: boolean;
  loadFailed?: boolean;
  listeners: readonly ListenersListenerIdStatus[];
  /** Above the form: the type picker when creating, the status on each node when editing. */
  intro?: ReactNode;
  save: (value: ListenerConfig) => Promise<unknown>;
  onSaved: (value: ListenerConfig) => void;
  onClose: () => void;
  onDraftChange?: (value: ListenerConfig) => void;
}

/**
 * Creates or edits one listener with the type's schema. Checks the schema cannot express sit next to
 * their fields; an update is confirmed with the connections it drops; a failed save keeps every value.
 */
export function ListenerFormDialog({ title, type, editing, resetKey, initial, touched, loadFailed, listeners, intro, save, onSaved, onClose, onDraftChange }: ListenerFormDialogProps) {
  const { t } = useLingui();
  const schema = useListenerSchema(type);
  const uiSchema = useListenerUiSchema(editing ? 'edit' : 'create');
  const [draft, setDraft] = useState<{ key: string; value: ListenerConfig }>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema<ListenerConfig>>();
  const [confirming, setConfirming] = useState<Change[]>();
  const [saving, setSaving] = useState(false);
  const value = draft?.key === resetKey ? draft.value : initial;
  const checks = useListenerChecks(value, listeners, editing);
  const changes = initial && value ? changedFields(initial, value) : [];
  const dirty = changes.length > 0 || touched === true;

  async function submit(next: ListenerConfig) {
    setSaving(true);
    try {
      await save(next);
      setConfirming(undefined);
      onSaved(next);
    } catch (error) {
      // The HTTP layer has said why; the form keeps every value and marks what the broker named.
      setConfirming(undefined);
      // The broker's error paths name the listener; its GET need not echo the name back.
      const name = editing ? editing.slice(editing.indexOf(':') + 1) : (next.name ?? '');
      setServerErrors(listenerFieldErrors(error, type, name));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <FormDialog
        title={title}
        titleCopy={editing ? { value: editing, label: t`Copy listener ID` } : undefined}
        formId={LISTENER_FORM_ID}
        size="lg"
        submitLabel={editing ? <Trans>Save</Trans> : <Trans>Create</Trans>}
        submitDisabled={!value || (editing !== undefined && !dirty)}
        busy={saving}
        dirty={dirty}
        onClose={onClose}
      >
        {intro}
        {value ? (
          <SchemaForm
            // A new type is a new form: its errors are worked out afresh for the value carried over.
            key={resetKey}
            id={LISTENER_FORM_ID}
            schema={schema}
            uiSchema={uiSchema}
            value={value}
            serverErrors={checks || serverErrors ? { ...serverErrors, ...checks } : undefined}
            disabled={saving}
            onChange={(next) => {
              setDraft({ key: resetKey, value: next });
              onDraftChange?.(next);
              if (serverErrors) setServerErrors(undefined);
            }}
            onSubmit={(next) => {
              // Schema-valid, but our own checks may still object: their messages are already shown.
              if (checks) return;
              if (editing) setConfirming(changedFields(initial, next));
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
        listenerId={confirming ? editing : undefined}
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
