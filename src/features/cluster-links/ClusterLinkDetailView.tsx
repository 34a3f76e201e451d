import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { FactList } from '../../components/FactList';
import { Loading } from '../../components/Loading';
import { EnableDeleteActions } from '../../components/detail/EnableDeleteActions';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { StaleStatus } from '../../components/StaleNote';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { putClusterLinksLinkByName, useGetClusterLinksLinkByName } from '../../generated/endpoints/cluster/cluster';
import { fieldLabel } from '../../i18n/labels/labels';
import { CLUSTER_LINK_FORM_SCHEMA, toForm, toUpdateBody, type ClusterLinkForm } from './cluster-link-form';
import { CLUSTER_LINK_POLL_MS, invalidateClusterLinks, useSetClusterLinkEnabled, type ClusterLinkAnswer } from './cluster-link-queries';
import { ClusterLinkStatistics } from './ClusterLinkStatistics';
import { ClusterLinkStatusBadge } from './ClusterLinkStatusBadge';
import { DeleteClusterLinkDialog } from './DeleteClusterLinkDialog';
import { useClusterLinkUiSchema } from './use-cluster-link-ui-schema';

/** One cluster link: its status, what it forwards (cluster and per node, with a reset) and its settings. */
export function ClusterLinkDetailView({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const query = useGetClusterLinksLinkByName(name, { query: { refetchInterval: pollEvery(CLUSTER_LINK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(query);
  const setEnabled = useSetClusterLinkEnabled();
  const [toggling, setToggling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const link = query.data as ClusterLinkAnswer | undefined;

  async function toggle(enable: boolean) {
    if (!link) return;
    setToggling(true);
    const ok = await succeeded(setEnabled(link, enable));
    setToggling(false);
    if (ok) toaster.create({ type: 'success', title: enable ? t`${name} enabled` : t`${name} disabled` });
  }

  return (
    <>
      <PageHeader
        title={name}
        copyLabel={t`Copy link name`}
        titleAside={
          link ? (
            <StaleStatus since={staleSince}>
              <ClusterLinkStatusBadge enable={link.enable} status={link.status} nodes={link.node_status} />
            </StaleStatus>
          ) : null
        }
      >
        {link ? <EnableDeleteActions enabled={link.enable !== false} busy={toggling} onToggle={(checked) => void toggle(checked)} onDelete={() => setDeleting(true)} /> : null}
      </PageHeader>
      {query.isPending ? (
        <Loading />
      ) : !link ? (
        <Text role="alert" color="fg.muted">
          <Trans>This cluster link could not be read.</Trans>
        </Text>
      ) : (
        <Stack gap="8">
          <FactList
            facts={[
              [fieldLabel(i18n, ['server']), link.server],
              [t`Topics`, link.topics.length ? link.topics.join(', ') : t`None (sends only)`],
              [fieldLabel(i18n, ['ssl']), link.ssl?.enable ? t`On` : t`Off`],
            ]}
          />
          <ClusterLinkStatistics link={link} />
          <Section id="cluster-link-settings" title={<Trans>Settings</Trans>}>
            <ClusterLinkSettings name={name} />
          </Section>
        </Stack>
      )}
      <DeleteClusterLinkDialog name={deleting ? name : undefined} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/cluster/links' })} />
    </>
  );
}

/** The link's settings, edited whole and PUT back; the broker restarts the link with them. */
function ClusterLinkSettings({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const uiSchema = useClusterLinkUiSchema(true);
  // The form edits the configuration only: the status moving meanwhile is not a change.
  const current = useGetClusterLinksLinkByName(name, { query: { select: (link) => toForm(link) } });
  const save = async (value: ClusterLinkForm) => {
    await putClusterLinksLinkByName(name, toUpdateBody(value));
    await invalidateClusterLinks(queryClient, name);
  };
  return <ConfigEditor id={`cluster-link-${name}`} root="cluster_link" schema={CLUSTER_LINK_FORM_SCHEMA} uiSchema={uiSchema} current={current} save={save} />;
}
