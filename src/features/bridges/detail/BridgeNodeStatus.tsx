import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Section } from '../../../components/Section';
import { explainReason, type ReasonContext } from '../../../components/reason/explain-reason';
import { ReasonText } from '../../../components/reason/ReasonText';
import { WriteAction } from '../../../components/WriteAction';
import { NO_VALUE } from '../../../i18n/format';
import { resourceStatus, type Bridge } from '../model/bridge';
import { ResourceStatusBadge } from '../shared/ResourceStatus';
import { useBridgeRestart } from './use-bridge-restart';

/** The bridge on each node of the cluster, with a reconnect for each node and one for all. */
export function BridgeNodeStatus({ bridge }: { bridge: Bridge }) {
  const { t, i18n } = useLingui();
  const context: ReasonContext = { kind: bridge.kind, type: bridge.type };
  const inconsistent = bridge.status === 'inconsistent' ? explainReason('inconsistent', context) : undefined;
  const restart = useBridgeRestart(bridge);
  const id = bridge.id;
  // The broker refuses to start a disabled bridge: the buttons say so by being disabled.
  const canStart = bridge.enable && !restart.isPending;
  return (
    <Section id="bridge-node-status" title={<Trans>Status per node</Trans>}>
      <HStack justify={inconsistent ? 'space-between' : 'flex-end'} mb="3" gap="4">
        {inconsistent ? <Text color="fg.muted">{i18n._(inconsistent.sentence)}</Text> : null}
        <WriteAction>
          <Button size="sm" variant="outline" disabled={!canStart} loading={restart.node === 'all'} onClick={() => void restart.restart()}>
            <RefreshCw />
            <Trans>Reconnect</Trans>
          </Button>
        </WriteAction>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Status of ${id} on each node`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Node</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Reason</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bridge.nodeStatus.map((entry) => {
              const node = entry.node ?? '';
              return (
                <Table.Row key={node}>
                  <Table.Cell>{node || NO_VALUE}</Table.Cell>
                  <Table.Cell>
                    <ResourceStatusBadge status={resourceStatus({ enable: bridge.enable, status: entry.status, status_reason: entry.status_reason })} />
                  </Table.Cell>
                  <Table.Cell>{entry.status_reason ? <ReasonText reason={entry.status_reason} context={context} subject={node} /> : <Text color="fg.muted">{NO_VALUE}</Text>}</Table.Cell>
                  <Table.Cell>
                    <WriteAction>
                      <Button size="xs" variant="ghost" disabled={!canStart || !node} loading={restart.node === node} onClick={() => void restart.restart(node)} aria-label={t`Reconnect on ${node}`}>
                        <RefreshCw />
                        <Trans>Reconnect</Trans>
                      </Button>
                    </WriteAction>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
