import { Alert, Button, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema, type UiSchema } from '@rjsf/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { toaster } from '../app/toaster';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { changedFields, type Change } from './diff';
import { takeDraft, useStashOnSessionEnd } from './draft-stash';
import { LeaveGuard } from './LeaveGuard';
import { useLocalizedSchema } from './localized-schema';
import { SaveDiffDialog } from './SaveDiffDialog';
import { SchemaForm } from './SchemaForm';
import { serverFieldErrors } from './server-errors';
import { validator } from './validator';
import { Loading } from '../components/Loading';
import { WriteAction } from '../components/WriteAction';
import { SaveBar } from './SaveBar';

interface ConfigEditorProps<T> {
  id: string;
  /** The config root as the broker names it in error paths (`retainer`, `sys_topics`…). */
  root: string;
  /** The schema as extracted into schemas/ (help in both languages); the editor picks the user's. */
  schema: unknown;
  uiSchema?: UiSchema<T>;
  current: UseQueryResult<T, unknown>;
  /** PUTs the whole object. */
  save: (value: T) => Promise<unknown>;
  /** Restores the broker's defaults, where the API offers it (`POST /configs_reset/{root}`). */
  reset?: () => Promise<unknown>;
  /**
   * What the unsaved changes will do beyond storing values (the console moving to another address),
   * shown under the form as they are made and again in the save confirmation; null when nothing.
   */
  consequences?: (before: T, after: T) => ReactNode;
}

/**
 * A broker setting edited whole: GET the object, edit it, see the diff, PUT it back. Save is
 * enabled only when something changed; a failed save keeps every value; leaving asks first.
 */
export function ConfigEditor<T>({ id, root, schema: source, uiSchema, current, save, reset, consequences }: ConfigEditorProps<T>) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(source, root);
  // Changes cut short by an expired session come back after the user logs in again.
  const [draft, setDraft] = useState<T | undefined>(() => takeDraft<T>(id));
  const [restored] = useState(draft !== undefined);
  const [pending, setPending] = useState<Change[]>();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema<T>>();
  const [resetting, setResetting] = useState<'asking' | 'busy'>();
  const [savedAt, setSavedAt] = useState<number>();
  const savedRef = useRef<HTMLParagraphElement>(null);
  // What the form shows for the broker's object: fields it left out appear with their defaults,
  // which is not a change of the user's.
  const loaded = useMemo(() => (current.data === undefined ? undefined : (getDefaultFormState(validator, schema, current.data) as T)), [current.data, schema]);
  const value = draft ?? loaded;
  const changes = loaded !== undefined && draft !== undefined ? changedFields(loaded, draft) : [];
  const dirty = changes.length > 0;
  const consequence = dirty && loaded !== undefined && draft !== undefined ? consequences?.(loaded, draft) : null;
  useStashOnSessionEnd(id, draft, dirty);

  if (current.isPending) return <Loading />;
  if (value === undefined) {
    return (
      <Text role="alert" color="fg.muted">
        <Trans>The settings could not be read.</Trans>
      </Text>
    );
  }

  async function confirmSave() {
    if (draft === undefined) return;
    setSaving(true);
    try {
      await save(draft);
      // Show what the broker holds now, which may add defaults to what was sent.
      await current.refetch();
      setDraft(undefined);
      setServerErrors(undefined);
      setPending(undefined);
      setSavedAt(Date.now());
      toaster.create({ type: 'success', title: t`Settings saved` });
    } catch (error) {
      // The HTTP layer has already said why; the form keeps every value typed.
      setPending(undefined);
      setServerErrors(serverFieldErrors(error, root) as ErrorSchema<T> | undefined);
    } finally {
      setSaving(false);
    }
  }

  async function confirmReset() {
    if (!reset) return;
    setResetting('busy');
    const done = await reset().then(
      () => true,
      () => false,
    );
    setResetting(undefined);
    if (!done) return;
    await current.refetch();
    setDraft(undefined);
    setServerErrors(undefined);
    toaster.create({ type: 'success', title: t`Defaults restored` });
  }

  return (
    <>
      {restored && dirty ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your unsaved changes are back: the session had ended before they were saved.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <SchemaForm
        id={id}
        schema={schema}
        labelRoot={root}
        uiSchema={uiSchema}
        value={value}
        serverErrors={serverErrors}
        onChange={(next) => {
          setDraft(next);
          setSavedAt(undefined);
          if (serverErrors) setServerErrors(undefined);
        }}
        onSubmit={(next) => setPending(changedFields(loaded, next))}
      >
        {consequence}
        <SaveBar
          pinned={dirty}
          savedAt={savedAt}
          savedRef={savedRef}
          status={dirty ? <Plural value={changes.length} one="# unsaved change" other="# unsaved changes" /> : null}
          actions={
            <>
              <WriteAction>
                <Button type="submit" colorPalette="brand" disabled={!dirty || saving}>
                  <Trans>Save</Trans>
                </Button>
              </WriteAction>
              <Button variant="outline" disabled={!dirty || saving} onClick={() => setDraft(undefined)}>
                <Trans>Discard changes</Trans>
              </Button>
              {reset ? (
                <WriteAction>
                  <Button variant="ghost" colorPalette="red" disabled={saving} onClick={() => setResetting('asking')}>
                    <Trans>Reset to defaults</Trans>
                  </Button>
                </WriteAction>
              ) : null}
            </>
          }
        />
      </SchemaForm>
      <SaveDiffDialog changes={pending} busy={saving} schema={schema} notice={consequence} onConfirm={() => void confirmSave()} onCancel={() => setPending(undefined)} finalFocus={() => savedRef.current} />
      <ConfirmDialog
        open={resetting !== undefined}
        destructive
        busy={resetting === 'busy'}
        title={<Trans>Reset these settings to their defaults?</Trans>}
        confirmLabel={<Trans>Reset to defaults</Trans>}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(undefined)}
      >
        <Trans>Every setting on this form goes back to the broker's default, on every node.</Trans>
      </ConfirmDialog>
      <LeaveGuard dirty={dirty && !saving && resetting === undefined} />
    </>
  );
}
