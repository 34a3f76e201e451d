import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Play, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { useGetPluginsByName, useGetPluginsByNameSchema } from '../../generated/endpoints/plugins/plugins';
import { readPluginSchema } from './avro-to-json-schema';
import { canStart, canStop, nodeStatuses } from './plugin-model';
import { PluginConfig } from './PluginConfig';
import { PluginStatus, STATUS_LABELS } from './PluginStatus';
import { Readme } from './Readme';
import { usePluginActions } from './use-plugin-actions';
import { FactList } from '../../components/FactList';
import { DangerButton } from '../../components/DangerButton';

const WEB = /^https?:\/\//i;

function WebLink({ href }: { href: string }) {
  return WEB.test(href) ? (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="fg.link">
      {href}
    </ChakraLink>
  ) : (
    href
  );
}

/** One plugin (`{name}-{vsn}`): what it is, where it runs, its settings and its README. */
export function PluginDetailView({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const plugin = useGetPluginsByName(name, { request: { silentStatuses: [404] } });
  const schema = useGetPluginsByNameSchema(name, { request: { silentStatuses: [404] } });
  const nodes = useGetNodes({ request: { background: true } });
  const actions = usePluginActions((action) => {
    if (action === 'uninstall') void navigate({ to: '/plugins' });
  });

  if (plugin.isPending) return <Loading />;
  if (!plugin.data) {
    return (
      <Stack gap="3">
        <PageHeader title={name} />
        <Text role="alert">{plugin.error ? <Trans>There is no plugin {name} on this cluster.</Trans> : <Trans>The plugin could not be read.</Trans>}</Text>
      </Stack>
    );
  }
  const p = plugin.data;
  const statuses = nodeStatuses(p, nodes.data?.flatMap((n) => (n.node ? [n.node] : [])) ?? []);
  const config = readPluginSchema(schema.data);
  const builder = [p.builder?.name, p.builder?.contact].filter(Boolean).join(' · ');
  const facts: [string, ReactNode][] = [
    [t`Version`, p.rel_vsn],
    [t`Author`, p.author?.join(', ') || '–'],
    [t`Builder`, builder || '–'],
    ...(p.builder?.website ? ([[t`Builder website`, <WebLink href={p.builder.website} />]] as [string, ReactNode][]) : []),
    ...(p.repo ? ([[t`Repository`, <WebLink href={p.repo} />]] as [string, ReactNode][]) : []),
    ...(p.functionality?.length ? ([[t`Functionality`, p.functionality.join(', ')]] as [string, ReactNode][]) : []),
    ...(p.git_commit_or_build_date ? ([[t`Built on`, p.git_commit_or_build_date]] as [string, ReactNode][]) : []),
    [t`Applications`, p.rel_apps.join(', ') || '–'],
  ];

  return (
    <>
      <PageHeader title={name} copyLabel={t`Copy plugin name`} titleAside={<PluginStatus statuses={statuses} />}>
        <HStack gap="2">
          {canStart(statuses) ? (
            <WriteAction>
              <Button size="sm" variant="outline" onClick={() => actions.ask({ action: 'start', key: name })}>
                <Play />
                <Trans>Start</Trans>
              </Button>
            </WriteAction>
          ) : null}
          {canStop(statuses) ? (
            <WriteAction>
              <Button size="sm" variant="outline" onClick={() => actions.ask({ action: 'stop', key: name })}>
                <Square />
                <Trans>Stop</Trans>
              </Button>
            </WriteAction>
          ) : null}
          <DangerButton onClick={() => actions.ask({ action: 'uninstall', key: name })}>
            <Trans>Uninstall</Trans>
          </DangerButton>
        </HStack>
      </PageHeader>
      <Stack gap="8">
        <Section id="plugin-about" title={<Trans>About</Trans>}>
          {p.description ? <Text mb="3">{p.description}</Text> : null}
          <FactList facts={facts} />
        </Section>
        <Section id="plugin-nodes" title={<Trans>Status by node</Trans>}>
          <DataTable
            label={t`Status by node`}
            columns={[
              { id: 'node', header: t`Node`, cell: (s) => s.node },
              { id: 'status', header: t`Status`, cell: (s) => <PluginStatus statuses={[s]} /> },
            ]}
            rows={statuses}
            rowKey={(s) => s.node}
            empty={i18n._(STATUS_LABELS.not_installed)}
          />
        </Section>
        {config ? (
          <Section id="plugin-config-heading" title={<Trans>Configuration</Trans>}>
            <PluginConfig name={name} avsc={config.avsc} i18n={config.i18n} />
          </Section>
        ) : null}
        {p.readme ? (
          <Section id="plugin-readme" title={<Trans>Readme</Trans>}>
            <Readme source={p.readme} />
          </Section>
        ) : null}
      </Stack>
      {actions.dialog}
    </>
  );
}
