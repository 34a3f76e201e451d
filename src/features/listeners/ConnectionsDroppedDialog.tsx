import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import type { Change } from '../../forms/diff';
import { SaveDiffDialog } from '../../forms/SaveDiffDialog';

interface ConnectionsDroppedDialogProps {
  /** The listener being updated, or undefined when the dialog is closed. */
  listenerId: string | undefined;
  changes: Change[];
  /** The form's schema: fields by their labels, values with their units and names. */
  schema?: RJSFSchema;
  /** A field's name, where the form has no schema (the limiter's rates). */
  labelFor?: (path: string) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before a listener is PUT: the broker restarts it with the new settings, which drops every
 * connection it holds, so the operator sees that and what changes before saying yes.
 */
export function ConnectionsDroppedDialog({ listenerId, changes, schema, labelFor, busy, onConfirm, onCancel }: ConnectionsDroppedDialogProps) {
  return (
    <SaveDiffDialog
      changes={listenerId === undefined ? undefined : changes}
      busy={busy}
      schema={schema}
      labelFor={labelFor}
      title={<Trans>Update listener {listenerId}?</Trans>}
      confirmLabel={<Trans>Save and drop connections</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      notice={
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Saving restarts the listener on every node: its existing connections are dropped and clients have to reconnect.</Trans>
          </Alert.Description>
        </Alert.Root>
      }
    />
  );
}
