import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SchemaCreatePage } from '../../forms/SchemaCreatePage';
import { postClusterLinks, useGetClusterLinks } from '../../generated/endpoints/cluster/cluster';
import { CLUSTER_LINK_FORM_SCHEMA, linkNameError, toCreateBody, type ClusterLinkForm } from './cluster-link-form';
import { invalidateClusterLinks } from './cluster-link-queries';
import { useClusterLinkUiSchema } from './use-cluster-link-ui-schema';

/** Link to another cluster: its name (that cluster's `cluster.name`, checked as typed), server, topics, credentials and TLS. */
export function ClusterLinkCreateView() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const links = useGetClusterLinks();
  const uiSchema = useClusterLinkUiSchema(false);
  return (
    <SchemaCreatePage<ClusterLinkForm>
      title={<Trans>Create cluster link</Trans>}
      formId="cluster-link-create"
      schema={CLUSTER_LINK_FORM_SCHEMA}
      labelRoot="cluster_link"
      uiSchema={uiSchema}
      nameError={(name) => linkNameError(name, links.data?.map((link) => link.name) ?? [])}
      create={async (form) => {
        const body = toCreateBody(form);
        await postClusterLinks(body);
        return body.name;
      }}
      onCreated={async (name) => {
        await invalidateClusterLinks(queryClient);
        await navigate({ to: '/cluster/links/detail/$name', params: { name }, ignoreBlocker: true });
      }}
    />
  );
}
