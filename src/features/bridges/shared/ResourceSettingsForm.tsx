import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { WriteAction } from '../../../components/WriteAction';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { SaveBar } from '../../../forms/SaveBar';
import { SchemaForm } from '../../../forms/SchemaForm';
import type { Values } from '../editor/form-model';
import { TemplateWidget } from '../editor/TemplateWidget';

const WIDGETS = { Template: TemplateWidget };

interface ResourceSettingsFormProps {
  id: string;
  labelRoot: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  values: Values;
  onChange: (values: Values) => void;
  serverErrors: ErrorSchema | undefined;
  dirty: boolean;
  /** Errors the form cannot save with (a masked password that needs retyping): Save and Save as copy wait. */
  blocked: boolean;
  /** What restarts with a save, if anything: the user is asked first with these words. */
  restartConfirm?: { title: ReactNode; body: ReactNode };
  /** Sends the changes; throws when the broker refused (the HTTP layer said why, the form keeps what was typed). */
  save: () => Promise<void>;
  saveAsCopy: () => Promise<void>;
  /** The connection test beside Save (a ProbeButton). */
  probe: ReactNode;
}

/**
 * A connector's or a bridge's settings: the schema form, Save, Save as copy and Test pinned under it while
 * there are unsaved changes, a confirmation when the save restarts something, and a guard on leaving.
 */
export function ResourceSettingsForm({ id, labelRoot, schema, uiSchema, values, onChange, serverErrors, dirty, blocked, restartConfirm, save, saveAsCopy, probe }: ResourceSettingsFormProps) {
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);

  async function run(setBusy: (busy: boolean) => void, action: () => Promise<void>) {
    setConfirming(false);
    setBusy(true);
    try {
      await action();
    } catch {
      // Refused: the toast said why, and the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  const submit = () => {
    if (blocked || !dirty) return;
    if (restartConfirm) setConfirming(true);
    else void run(setSaving, save);
  };

  return (
    <>
      <LeaveGuard dirty={dirty && !saving} />
      <SchemaForm id={id} schema={schema} labelRoot={labelRoot} uiSchema={uiSchema} widgets={WIDGETS} value={values} serverErrors={serverErrors} onChange={(next) => onChange(next as Values)} onSubmit={submit} />
      <SaveBar
        pinned={dirty}
        status={dirty ? <Trans>Unsaved changes</Trans> : null}
        actions={
          <>
            <WriteAction>
              <Button colorPalette="brand" type="submit" form={id} loading={saving} disabled={!dirty}>
                <Trans>Save</Trans>
              </Button>
            </WriteAction>
            <WriteAction>
              <Button variant="outline" loading={copying} onClick={() => !blocked && void run(setCopying, saveAsCopy)}>
                <Trans>Save as copy</Trans>
              </Button>
            </WriteAction>
            {probe}
          </>
        }
      />
      {restartConfirm ? (
        <ConfirmDialog open={confirming} title={restartConfirm.title} confirmLabel={<Trans>Update</Trans>} busy={saving} onConfirm={() => void run(setSaving, save)} onCancel={() => setConfirming(false)}>
          {restartConfirm.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
