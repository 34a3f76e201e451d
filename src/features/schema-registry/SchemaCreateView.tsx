import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SubmitRow } from '../../forms/SubmitRow';
import { postSchemaRegistry, useGetSchemaRegistry } from '../../generated/endpoints/schema-registry/schema-registry';
import { NEW_SCHEMA, schemaNameError, sourceProblems, toCreateBody, type SchemaDraft } from './schema-form';
import { invalidateSchemas } from './schema-queries';
import { SchemaFields } from './SchemaFields';

/** Register a schema: its name (checked as typed), type, description and source (checked as typed). */
export function SchemaCreateView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useGetSchemaRegistry();
  const [draft, setDraft] = useState<SchemaDraft>(NEW_SCHEMA);
  const [nameTouched, setNameTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameError = schemaNameError(draft.name.trim(), list.data?.map((s) => s.name) ?? []);
  // An empty name is only "required" once the user has left the field or tried to save.
  const shownNameError = nameError && (nameTouched || tried || draft.name !== '') ? i18n._(nameError) : undefined;
  const sourceMissing = draft.source.trim() === '';
  const blocked = !!nameError || sourceMissing || sourceProblems(draft).length > 0;

  async function submit() {
    setTried(true);
    if (blocked) return;
    const body = toCreateBody(draft);
    setSaving(true);
    try {
      await postSchemaRegistry(body);
    } catch {
      // The HTTP layer has said why; the form keeps everything typed.
      setSaving(false);
      return;
    }
    toaster.create({ type: 'success', title: t`Schema ${body.name} created` });
    await invalidateSchemas(queryClient);
    await navigate({ to: '/schema-registry', ignoreBlocker: true });
  }

  return (
    <Stack gap="4">
      <PageHeader title={<Trans>Create schema</Trans>} />
      <Stack gap="4" maxW="4xl">
        <LeaveGuard dirty={JSON.stringify(draft) !== JSON.stringify(NEW_SCHEMA) && !saving} />
        <form
          noValidate
          aria-label={t`Create schema`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void submit();
          }}
        >
          <Stack gap="4">
            <SchemaFields isNew draft={draft} onChange={setDraft} nameError={shownNameError} onNameBlur={() => setNameTouched(true)} sourceRequired={tried && sourceMissing} />
            <SubmitRow label={<Trans>Create</Trans>} saving={saving} blocked={tried && blocked} />
          </Stack>
        </form>
      </Stack>
    </Stack>
  );
}
