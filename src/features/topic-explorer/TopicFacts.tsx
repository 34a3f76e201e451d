import { Trans, useLingui } from '@lingui/react/macro';
import { FactItem, FactList } from '../../components/FactList';
import { RelativeTime } from '../../components/RelativeTime';
import { useGetSubscriptions } from '../../generated/endpoints/subscriptions/subscriptions';
import type { GetSubscriptions200, RetainerMessage } from '../../generated/model';
import { formatDecimal, formatNumber } from '../../i18n/format';
import type { MessageRecord } from '../websocket/ws-store';
import { isTopicFilter, type ExplorerNode, type LevelTotals, type LiveFigures } from './explorer-tree';

/** Enough to tell none, a few and many apart without paging through a busy topic's subscribers. */
const SUBSCRIBERS_READ = 100;

/** The broker omits the count when it matches filters against a topic (a full scan): then what one page says. */
function subscriberCount(answer: GetSubscriptions200 | undefined): { count: number; more: boolean } | undefined {
  if (!answer) return undefined;
  const read = answer.data?.length ?? 0;
  return answer.meta?.count === undefined ? { count: read, more: answer.meta?.hasnext === true } : { count: answer.meta.count, more: false };
}

interface TopicFactsProps {
  node: ExplorerNode;
  totals?: LevelTotals;
  live?: LiveFigures;
  /** The live message last received on the topic, while the WebSocket client still lists it. */
  last?: MessageRecord;
  retained?: RetainerMessage;
}

/** What the explorer knows of one node: live counts, its retained message, its subscribers. */
export function TopicFacts({ node, totals, live, last, retained }: TopicFactsProps) {
  const { t, i18n } = useLingui();
  const { path, topic } = node;
  const filter = isTopicFilter(path);
  const subscriptions = useGetSubscriptions(filter ? { topic: path, limit: SUBSCRIBERS_READ } : { match_topic: path, limit: SUBSCRIBERS_READ }, { query: { enabled: topic !== undefined } });
  const subscribers = subscriberCount(subscriptions.data);
  return (
    <FactList>
      <FactItem label={<Trans>Topics at this level and below</Trans>}>{formatNumber(node.topics, i18n.locale)}</FactItem>
      <FactItem label={<Trans>Messages received live</Trans>}>{formatNumber(totals?.count ?? 0, i18n.locale)}</FactItem>
      <FactItem label={<Trans>Per second</Trans>}>{formatDecimal(totals?.rate ?? 0, 1, i18n.locale)}</FactItem>
      {live ? (
        <FactItem label={<Trans>Last message</Trans>}>
          <RelativeTime value={live.lastTime} />
          {last ? ` · ${t`QoS ${last.qos}`}${last.retain ? ` · ${t`retained`}` : ''}` : null}
        </FactItem>
      ) : null}
      {topic && !filter ? (
        <FactItem label={<Trans>Retained message</Trans>}>
          {retained ? (
            <>
              <RelativeTime value={retained.publish_at} />
              {` · ${t`QoS ${retained.qos ?? 0}`}`}
              {retained.from_clientid ? ` · ${t`from ${retained.from_clientid}`}` : null}
            </>
          ) : topic.retained ? (
            t`Yes`
          ) : (
            t`No`
          )}
        </FactItem>
      ) : null}
      {topic ? (
        <FactItem label={filter ? <Trans>Subscriptions with this filter</Trans> : <Trans>Subscriptions matching</Trans>}>
          {subscribers === undefined ? '…' : subscribers.more ? t`${formatNumber(subscribers.count, i18n.locale)} or more` : formatNumber(subscribers.count, i18n.locale)}
        </FactItem>
      ) : null}
    </FactList>
  );
}
