import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { PayloadViewer } from '../../components/payload/PayloadViewer';
import { base64ToBytes, payloadFileName } from '../../components/payload/payload';
import { Section } from '../../components/Section';
import { useGetMqttRetainerMessageByTopic } from '../../generated/endpoints/retainer/retainer';
import { DEFAULT_CONNECTION_ID, getConnection } from '../websocket/ws-store';
import { isTopicFilter, type ExplorerNode, type LevelTotals, type LiveFigures } from './explorer-tree';
import { Sparkline } from './Sparkline';
import { TopicActions } from './TopicActions';
import { TopicFacts } from './TopicFacts';
import { topicHistory } from './topic-history';

const NO_MESSAGES = { size: 0, at: () => undefined };

interface TopicDetailProps {
  node: ExplorerNode;
  /** Live messages on this level and below. */
  totals?: LevelTotals;
  /** Live messages on this very topic. */
  figures?: LiveFigures;
}

/** One level of the tree: what is known of it live and over HTTP, its last payload, and what to do with it. */
export function TopicDetail({ node, totals, figures: live }: TopicDetailProps) {
  const { t } = useLingui();
  const { path, topic } = node;
  const retained = useGetMqttRetainerMessageByTopic(path, { query: { enabled: topic?.retained === true }, request: { silentStatuses: [404] } });
  // Read again when the live figures change: the message list is the WebSocket tool's, mutated in place.
  const lastTime = live?.lastTime;
  const history = useMemo(() => (lastTime === undefined ? { series: [] } : topicHistory(getConnection(DEFAULT_CONNECTION_ID)?.received ?? NO_MESSAGES, path)), [path, lastTime]);
  const retainedBytes = useMemo(() => (retained.data?.payload === undefined ? undefined : base64ToBytes(retained.data.payload)), [retained.data]);
  const bytes = live?.lastPayload ?? retainedBytes;

  return (
    <Section id="topic-detail" framed title={<Trans>Topic</Trans>}>
      <Stack gap="4">
        <HStack gap="1" minW="0">
          <Text fontFamily="mono" fontWeight="medium" wordBreak="break-all">
            {path}
          </Text>
          <CopyButton value={path} label={t`Copy topic`} />
        </HStack>
        <TopicActions node={node} />
        <TopicFacts node={node} totals={totals} live={live} last={history.last} retained={topic?.retained ? retained.data : undefined} />
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
            {isTopicFilter(path) ? (
              <Trans>A topic filter subscribers use: messages arrive under the topics it matches, never on the filter itself.</Trans>
            ) : topic ? (
              <Trans>No payload seen yet: go live, or pick a topic with a retained message.</Trans>
            ) : (
              <Trans>A level of the tree: pick a topic under it to see its payload.</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Section>
  );
}
