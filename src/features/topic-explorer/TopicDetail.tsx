import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Activity, Send, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCapability } from '../../api/capabilities';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { DangerButton } from '../../components/DangerButton';
import { FactItem } from '../../components/FactList';
import { PayloadViewer } from '../../components/payload/PayloadViewer';
import { base64ToBytes, payloadFileName } from '../../components/payload/payload';
import { RelativeTime } from '../../components/RelativeTime';
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';
import { postMqttTopicMetrics } from '../../generated/endpoints/mqtt/mqtt';
import { deleteMqttRetainerMessageByTopic, getGetMqttRetainerMessagesQueryKey, useGetMqttRetainerMessageByTopic } from '../../generated/endpoints/retainer/retainer';
import { formatDecimal, formatNumber } from '../../i18n/format';
import { PublishDialog } from '../publish/PublishDialog';
import { DEFAULT_CONNECTION_ID, getConnection } from '../websocket/ws-store';
import type { ExplorerNode } from './explorer-tree';
import { Sparkline } from './Sparkline';
import { topicHistory } from './topic-history';

/** One level of the tree: what is known of it live and over HTTP, its last payload, and what to do with it. */
export function TopicDetail({ node }: { node: ExplorerNode }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const topicMetrics = useCapability('topicMetrics');
  const { path, topic } = node;
  const retained = useGetMqttRetainerMessageByTopic(path, { query: { enabled: topic?.retained === true }, request: { silentStatuses: [404] } });
  const [dialog, setDialog] = useState<'publish' | 'clear'>();
  const [busy, setBusy] = useState(false);
  const live = topic?.live;
  // Read again when the live figures change: the message list is the WebSocket tool's, mutated in place.
  const lastTime = live?.lastTime;
  const history = useMemo(() => (lastTime === undefined ? { series: [] } : topicHistory(getConnection(DEFAULT_CONNECTION_ID)?.received ?? { size: 0, at: () => undefined }, path)), [path, lastTime]);
  const retainedBytes = useMemo(() => (retained.data?.payload === undefined ? undefined : base64ToBytes(retained.data.payload)), [retained.data]);
  const bytes = live?.lastPayload ?? retainedBytes;

  async function clearRetained() {
    setBusy(true);
    const ok = await succeeded(deleteMqttRetainerMessageByTopic(path));
    setBusy(false);
    setDialog(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Retained message cleared` });
    await queryClient.invalidateQueries({ queryKey: getGetMqttRetainerMessagesQueryKey().slice(0, 1) });
  }

  async function addMetric() {
    if (await succeeded(postMqttTopicMetrics({ topic: path }))) toaster.create({ type: 'success', title: t`Counting messages on ${path}` });
  }

  return (
    <Section id="topic-detail" framed title={<Trans>Topic</Trans>}>
      <Stack gap="4">
        <HStack gap="1" minW="0">
          <Text fontFamily="mono" fontWeight="medium" wordBreak="break-all">
            {path}
          </Text>
          <CopyButton value={path} label={t`Copy topic`} />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <WriteAction>
            <Button size="sm" variant="outline" onClick={() => setDialog('publish')}>
              <Send />
              <Trans>Publish</Trans>
            </Button>
          </WriteAction>
          {topicMetrics && topic ? (
            <WriteAction>
              <Button size="sm" variant="outline" onClick={() => void addMetric()}>
                <Activity />
                <Trans>Add to topic metrics</Trans>
              </Button>
            </WriteAction>
          ) : null}
          {topic?.retained ? (
            <DangerButton icon={<Trash2 />} onClick={() => setDialog('clear')}>
              <Trans>Clear retained message</Trans>
            </DangerButton>
          ) : null}
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontSize="sm">
            <RouterLink to="/subscriptions/subscription" search={{ topic: path, matching: true }}>
              <Trans>Its subscribers</Trans>
            </RouterLink>
          </Link>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <FactItem label={<Trans>Topics at this level and below</Trans>}>{formatNumber(node.topics, i18n.locale)}</FactItem>
          <FactItem label={<Trans>Messages received live</Trans>}>{formatNumber(node.count, i18n.locale)}</FactItem>
          <FactItem label={<Trans>Per second</Trans>}>{formatDecimal(node.rate, 1, i18n.locale)}</FactItem>
          {live ? (
            <FactItem label={<Trans>Last message</Trans>}>
              <RelativeTime value={live.lastTime} />
              {history.last ? ` · ${t`QoS ${history.last.qos}`}${history.last.retain ? ` · ${t`retained`}` : ''}` : null}
            </FactItem>
          ) : null}
          {topic ? <FactItem label={<Trans>Retained message</Trans>}>{topic.retained ? t`Yes` : t`No`}</FactItem> : null}
          {topic ? <FactItem label={<Trans>Subscribed to</Trans>}>{topic.routed ? t`Yes` : t`No`}</FactItem> : null}
        </DataList.Root>
        {history.series.length ? (
          <Stack gap="1" aria-label={t`Recent values`} role="group">
            {history.series.map(([field, values]) => (
              <Sparkline key={field} name={field} values={values} />
            ))}
          </Stack>
        ) : null}
        {bytes ? (
          <PayloadViewer bytes={bytes} fileName={payloadFileName(path)} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {topic ? <Trans>No payload seen yet: go live, or pick a topic with a retained message.</Trans> : <Trans>A level of the tree: pick a topic under it to see its payload.</Trans>}
          </Text>
        )}
      </Stack>
      {dialog === 'publish' ? <PublishDialog topic={path} onClose={() => setDialog(undefined)} /> : null}
      <ConfirmDialog
        open={dialog === 'clear'}
        destructive
        busy={busy}
        title={<Trans>Clear the retained message of {path}?</Trans>}
        confirmLabel={<Trans>Clear</Trans>}
        onConfirm={() => void clearRetained()}
        onCancel={() => setDialog(undefined)}
      >
        <Trans>New subscribers to the topic no longer receive it.</Trans>
      </ConfirmDialog>
    </Section>
  );
}
