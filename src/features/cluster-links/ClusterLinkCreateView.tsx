import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toaster } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { WriteAction } from '../../components/WriteAction';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { SchemaForm } from '../../forms/SchemaForm';
import { validator } from '../../forms/validator';
import { postClusterLinks, useGetClusterLinks } from '../../generated/endpoints/cluster/cluster';
import { CLUSTER_LINK_FORM_SCHEMA, linkNameError, toCreateBody, type ClusterLinkForm } from './cluster-link-form';
import { invalidateClusterLinks } from './cluster-link-queries';
import { useClusterLinkUiSchema } from './use-cluster-link-ui-schema';

const FORM_ID = 'cluster-link-create';

/** Link to another cluster: its name (that cluster's `cluster.name`, checked as typed), server, topics, credentials and TLS. */
export function ClusterLinkCreateView() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const links = useGetClusterLinks();
  const uiSchema = useClusterLinkUiSchema(false);
  const [draft, setDraft] = useState<ClusterLinkForm>();
  const [saving, setSaving] = useState(false);
  const values = useMemo(() => getDefaultFormState(validator, CLUSTER_LINK_FORM_SCHEMA, draft ?? {}) as ClusterLinkForm, [draft]);
  const nameError = linkNameError(values.name, links.data?.map((link) => link.name) ?? []);
  const errors = nameError ? ({ name: { __errors: [i18n._(nameError)] } } as unknown as ErrorSchema<ClusterLinkForm>) : undefined;

  async function submit(form: ClusterLinkForm) {
    if (nameError) return;
    const body = toCreateBody(form);
    setSaving(true);
    try {
      await postClusterLinks(body);
    } catch {
      // The HTTP layer has said why; the form keeps every value typed.
      setSaving(false);
      return;
    }
    setSaving(false);
    setDraft(undefined);
    const { name } = body;
    toaster.create({ type: 'success', title: t`${name} created` });
    await invalidateClusterLinks(queryClient);
    await navigate({ to: '/cluster/links/detail/$name', params: { name }, ignoreBlocker: true });
  }

  return (
    <Stack gap="6">
      <PageHeader title={<Trans>Create cluster link</Trans>} />
      <Stack gap="6" maxW="4xl">
        <LeaveGuard dirty={draft !== undefined && !saving} />
        <SchemaForm
          id={FORM_ID}
          schema={CLUSTER_LINK_FORM_SCHEMA}
          labelRoot="cluster_link"
          uiSchema={uiSchema}
          value={values}
          serverErrors={errors}
          onChange={(next) => setDraft(next)}
          onSubmit={(next) => void submit(next)}
        />
        <HStack gap="3">
          <WriteAction>
            <Button colorPalette="brand" type="submit" form={FORM_ID} loading={saving}>
              <Trans>Create</Trans>
            </Button>
          </WriteAction>
        </HStack>
      </Stack>
    </Stack>
  );
}
