import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../app/toaster';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SubmitRow } from '../../forms/SubmitRow';
import { putSchemaRegistryByName, useGetSchemaRegistryByName } from '../../generated/endpoints/schema-registry/schema-registry';
import { DeleteSchemaDialog } from './DeleteSchemaDialog';
import { sourceProblems, toDraft, toUpdateBody, type SchemaDraft } from './schema-form';
import { TYPE_LABELS } from './schema-types';
import { invalidateSchemas } from './schema-queries';
import { SchemaFields } from './SchemaFields';
import { DangerButton } from '../../components/DangerButton';

/** One schema: its type, description and source, edited and saved whole; deleted after confirmation. */
export function SchemaDetailView({ name }: { name: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useGetSchemaRegistryByName(name, { request: { silentStatuses: [404] } });
  // The user's edits; until the first one the form shows the broker's schema as it is now.
  const [draft, setDraft] = useState<SchemaDraft>();
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const saved = schema.data ? toDraft(schema.data) : undefined;
  const values = draft ?? saved;
  const dirty = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(saved);
  const missing = isApiError(schema.error) && schema.error.status === 404;

  async function submit(current: SchemaDraft) {
    setTried(true);
    if (current.source.trim() === '' || sourceProblems(current).length > 0) return;
    setSaving(true);
    try {
      await putSchemaRegistryByName(name, toUpdateBody(current));
    } catch {
      // The HTTP layer has said why; the form keeps the edits.
      setSaving(false);
      return;
    }
    await invalidateSchemas(queryClient, name);
    setSaving(false);
    setDraft(undefined);
    setTried(false);
    toaster.create({ type: 'success', title: t`Schema ${name} saved` });
  }

  return (
    <Stack gap="4">
      <PageHeader title={name} copyLabel={t`Copy schema name`} titleAside={saved ? <Badge variant="outline">{TYPE_LABELS[saved.type]}</Badge> : null}>
        {saved ? (
          <DangerButton onClick={() => setDeleting(true)}>
            <Trans>Delete</Trans>
          </DangerButton>
        ) : null}
      </PageHeader>
      <Stack gap="4" maxW="4xl">
        {schema.isPending ? (
          <Loading />
        ) : missing ? (
          <Text role="alert" color="fg.muted">
            <Trans>There is no schema named {name}.</Trans>
          </Text>
        ) : !values ? (
          <Text role="alert" color="fg.muted">
            <Trans>This schema could not be read.</Trans>
          </Text>
        ) : (
          <form
            noValidate
            aria-label={t`Edit schema ${name}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (!saving) void submit(values);
            }}
          >
            <LeaveGuard dirty={dirty && !saving} />
            <Stack gap="4">
              <SchemaFields isNew={false} draft={values} onChange={setDraft} sourceRequired={tried && values.source.trim() === ''} />
              <SubmitRow label={<Trans>Save</Trans>} saving={saving} disabled={!dirty} blocked={tried && (values.source.trim() === '' || sourceProblems(values).length > 0)}>
                {dirty ? (
                  <Button variant="ghost" onClick={() => setDraft(undefined)} disabled={saving}>
                    <Trans>Discard changes</Trans>
                  </Button>
                ) : null}
              </SubmitRow>
            </Stack>
          </form>
        )}
        <DeleteSchemaDialog name={deleting ? name : undefined} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/schema-registry', ignoreBlocker: true })} />
      </Stack>
    </Stack>
  );
}
