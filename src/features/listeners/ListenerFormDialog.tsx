import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { TruncatedText } from '../../components/TruncatedText';
import { changedFields, type Change } from '../../forms/diff';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SchemaForm } from '../../forms/SchemaForm';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { ConnectionsDroppedDialog } from './ConnectionsDroppedDialog';
import { listenerFieldErrors, type ListenerConfig, type ListenerType } from './listener-rules';
import { useListenerSchema, useListenerUiSchema } from './listener-schema';
import { useListenerChecks } from './use-listener-checks';
import { WriteAction } from '../../components/WriteAction';

export const LISTENER_FORM_ID = 'listener-form';

interface ListenerFormDialogProps {
  title: ReactNode;
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
  const [askClose, setAskClose] = useState(false);
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

  function requestClose() {
    if (dirty && !saving) setAskClose(true);
    else onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && requestClose()} size="lg" placement="top" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Room at the end for the close button, which sits over the header. */}
            <Dialog.Header pe="12">
              {editing ? (
                // One line however long the listener's name; the copy button sits beside the title, so the dialog's name stays the title alone.
                <TruncatedText value={editing} copyLabel={t`Copy listener ID`} maxW="full" block>
                  <Dialog.Title>{title}</Dialog.Title>
                </TruncatedText>
              ) : (
                <Dialog.Title>{title}</Dialog.Title>
              )}
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
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
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={requestClose}>
                <Trans>Cancel</Trans>
              </Button>
              <WriteAction>
                <Button type="submit" form={LISTENER_FORM_ID} colorPalette="brand" loading={saving} disabled={!value || (editing !== undefined && !dirty)}>
                  {editing ? <Trans>Save changes</Trans> : <Trans>Create</Trans>}
                </Button>
              </WriteAction>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
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
      <LeaveGuard dirty={dirty && !saving && !askClose} />
    </Dialog.Root>
  );
}
