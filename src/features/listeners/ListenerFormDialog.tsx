import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { changedFields } from '../../forms/diff';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { ListenerDialogFrame } from './ListenerDialogFrame';
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
  const [refused, setRefused] = useState<ErrorSchema<ListenerConfig>>();
  const value = draft?.key === resetKey ? draft.value : initial;
  const checks = useListenerChecks(value, listeners, editing);
  const dirty = (initial && value ? changedFields(initial, value).length > 0 : false) || touched === true;

  return (
    <ListenerDialogFrame
      title={title}
      titleCopy={editing ? { value: editing, label: t`Copy listener ID` } : undefined}
      formId={LISTENER_FORM_ID}
      submitLabel={editing ? <Trans>Save</Trans> : <Trans>Create</Trans>}
      submitDisabled={!value || (editing !== undefined && !dirty)}
      schema={schema}
      uiSchema={uiSchema}
      formKey={resetKey}
      initial={initial}
      value={value}
      dirty={dirty}
      loadFailed={loadFailed}
      checks={checks}
      refused={refused}
      intro={intro}
      confirmId={editing}
      save={save}
      onSaved={onSaved}
      onRefused={(error, next) => {
        // The broker's error paths name the listener; its GET need not echo the name back.
        const name = editing ? editing.slice(editing.indexOf(':') + 1) : (next.name ?? '');
        setRefused(listenerFieldErrors(error, type, name));
      }}
      onChange={(next) => {
        setDraft({ key: resetKey, value: next });
        onDraftChange?.(next);
        if (refused) setRefused(undefined);
      }}
      onClose={onClose}
    />
  );
}
