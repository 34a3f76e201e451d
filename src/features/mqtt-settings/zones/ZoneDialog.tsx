import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { SchemaForm } from '../../../forms/SchemaForm';
import { zoneSchemaFor } from '../global-zone-schema';
import { SESSION_UI } from '../session-ui';
import { zoneNameError } from './zone-rules';
import { WriteAction } from '../../../components/WriteAction';

type ZoneValue = { mqtt?: Record<string, unknown> };

const SESSION_SCHEMA = zoneSchemaFor('session');

interface ZoneDialogProps {
  /** The zone edited, or undefined to create one. */
  name?: string;
  initial: ZoneValue;
  taken: readonly string[];
  onSave: (name: string, value: ZoneValue) => Promise<boolean>;
  onClose: () => void;
}

/** A zone's session settings; a new zone starts from the default zone's values. */
export function ZoneDialog({ name, initial, taken, onSave, onClose }: ZoneDialogProps) {
  const { t, i18n } = useLingui();
  const uiSchema = { mqtt: { 'ui:title': t`Session`, ...SESSION_UI } };
  const [zoneName, setZoneName] = useState(name ?? '');
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameError = name === undefined && (touched || zoneName !== '') ? zoneNameError(zoneName, taken, i18n) : undefined;
  const dirty = zoneName !== (name ?? '') || JSON.stringify(value) !== JSON.stringify(initial);

  async function submit(next: ZoneValue) {
    setTouched(true);
    if (name === undefined && zoneNameError(zoneName, taken, i18n)) return;
    setSaving(true);
    // A failed save keeps the dialog and everything typed; the HTTP layer has said why.
    const done = await onSave(name ?? zoneName, next);
    setSaving(false);
    if (done) onClose();
  }

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{name === undefined ? <Trans>New zone</Trans> : <Trans>Zone {name}</Trans>}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {name === undefined ? (
                    <Field.Root required invalid={!!nameError}>
                      <Field.Label>
                        <Trans>Zone name</Trans>
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input value={zoneName} onChange={(e) => setZoneName(e.target.value)} onBlur={() => setTouched(true)} />
                      <Field.ErrorText>{nameError}</Field.ErrorText>
                    </Field.Root>
                  ) : null}
                  <SchemaForm id="zone-form" schema={SESSION_SCHEMA} uiSchema={uiSchema} value={value} onChange={setValue} onSubmit={(next) => void submit(next)} disabled={saving} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <WriteAction>
                  <Button type="submit" form="zone-form" colorPalette="brand" loading={saving} disabled={!dirty && name !== undefined}>
                    <Trans>Save</Trans>
                  </Button>
                </WriteAction>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <LeaveGuard dirty={dirty && !saving} />
    </>
  );
}
