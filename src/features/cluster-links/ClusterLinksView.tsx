import { HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ActionLink } from '../../components/ActionLink';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { RowAction } from '../../components/RowAction';
import { UnknownStatus } from '../../components/StaleNote';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { WriteAction } from '../../components/WriteAction';
import { useGetClusterLinks } from '../../generated/endpoints/cluster/cluster';
import { CLUSTER_LINK_POLL_MS, useSetClusterLinkEnabled, type ClusterLinkAnswer } from './cluster-link-queries';
import { ClusterLinkStatusBadge } from './ClusterLinkStatusBadge';
import { DeleteClusterLinkDialog } from './DeleteClusterLinkDialog';

/** The clusters this one is linked to, with where they are, what they send here and their status on each node. */
export function ClusterLinksView() {
  const { t } = useLingui();
  const list = useGetClusterLinks({ query: { refetchInterval: pollEvery(CLUSTER_LINK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(list);
  const setEnabled = useSetClusterLinkEnabled();
  const [toggling, setToggling] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const rows = list.data as ClusterLinkAnswer[] | undefined;

  async function toggle(link: ClusterLinkAnswer, enable: boolean) {
    const { name } = link;
    setToggling(name);
    const ok = await succeeded(setEnabled(link, enable));
    setToggling(undefined);
    if (ok) toaster.create({ type: 'success', title: enable ? t`${name} enabled` : t`${name} disabled` });
  }

  const columns: Column<ClusterLinkAnswer>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (link) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/cluster/links/detail/$name" params={{ name: link.name }}>
            {link.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'server', header: t`Server`, cell: (link) => <Text fontSize="sm" fontFamily="mono" overflowWrap="anywhere">{link.server}</Text> },
    {
      id: 'topics',
      header: t`Topics`,
      cell: (link) =>
        link.topics.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>None (sends only)</Trans>
          </Text>
        ) : (
          <Stack gap="0">
            {link.topics.map((topic) => (
              <Text key={topic} fontSize="sm" fontFamily="mono" overflowWrap="anywhere">
                {topic}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (link) => (staleSince === undefined ? <ClusterLinkStatusBadge enable={link.enable} status={link.status} nodes={link.node_status} /> : <UnknownStatus />),
    },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (link) => {
        const { name } = link;
        return (
          <WriteAction>
            <ToggleSwitch label={t`Enable ${name}`} hideLabel checked={link.enable !== false} disabled={toggling !== undefined} onChange={(checked) => void toggle(link, checked)} />
          </WriteAction>
        );
      },
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: ({ name }) => (
        <HStack gap="1">
          <IconButton asChild size="xs" variant="ghost" aria-label={t`Open ${name}`} title={t`Open ${name}`}>
            <Link to="/cluster/links/detail/$name" params={{ name }}>
              <Settings />
            </Link>
          </IconButton>
          <RowAction label={t`Delete ${name}`} danger onClick={() => setDeleting(name)}>
            <Trash2 />
          </RowAction>
        </HStack>
      ),
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/cluster/links/create">
        <Plus />
        <Trans>Create cluster link</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>Cluster linking</Trans>}>{createLink()}</PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>Each link receives the messages of its topics from another EMQX cluster, for the subscribers of this one. Both clusters must link to each other.</Trans>
      </Text>
      <DataTable
        label={t`Cluster links`}
        columns={columns}
        rows={rows}
        rowKey={(link) => link.name}
        {...queryState(list)}
        staleSince={staleSince}
        empty={<Trans>No cluster link yet.</Trans>}
        emptyAction={createLink(true)}
      />
      <DeleteClusterLinkDialog name={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
