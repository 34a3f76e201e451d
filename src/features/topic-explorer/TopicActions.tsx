import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Activity, Send, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useCapability } from '../../api/capabilities';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DangerButton } from '../../components/DangerButton';
import { WriteAction } from '../../components/WriteAction';
import { postMqttTopicMetrics } from '../../generated/endpoints/mqtt/mqtt';
import { deleteMqttRetainerMessageByTopic, getGetMqttRetainerMessagesQueryKey } from '../../generated/endpoints/retainer/retainer';
import { PublishDialog } from '../publish/PublishDialog';
import { invalidateTopicMetrics } from '../topic-metrics/topic-metrics-queries';
import { isTopicFilter, type ExplorerNode } from './explorer-tree';

/**
 * What can be done with one node: publish to it, count its messages, clear its retained message, see
 * who subscribes. A routed filter ('+', '#') can only be looked up: nothing is published to a filter.
 */
export function TopicActions({ node }: { node: ExplorerNode }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const topicMetrics = useCapability('topicMetrics');
  const { path, topic } = node;
  const filter = isTopicFilter(path);
  const [dialog, setDialog] = useState<'publish' | 'clear'>();
  const [busy, setBusy] = useState(false);

  async function clearRetained() {
    setBusy(true);
    const ok = await succeeded(deleteMqttRetainerMessageByTopic(path));
    setBusy(false);
    setDialog(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Retained message cleared` });
    // Every retained listing: the explorer's pages, its levels' answers, the Retained screen's.
    await queryClient.invalidateQueries({ queryKey: getGetMqttRetainerMessagesQueryKey().slice(0, 1) });
  }

  async function addMetric() {
    if (!(await succeeded(postMqttTopicMetrics({ topic: path })))) return;
    toaster.create({ type: 'success', title: t`Counting messages on ${path}` });
    await invalidateTopicMetrics(queryClient);
  }

  return (
    <HStack gap="2" wrap="wrap">
      {filter ? null : (
        <WriteAction>
          <Button size="sm" variant="outline" onClick={() => setDialog('publish')}>
            <Send />
            <Trans>Publish</Trans>
          </Button>
        </WriteAction>
      )}
      {topicMetrics && topic && !filter ? (
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
      <Button asChild size="sm" variant="ghost">
        {/* A filter's own subscribers are those with exactly that filter; a topic's, every filter matching it. */}
        <RouterLink to="/subscriptions/subscription" search={filter ? { topic: path } : { topic: path, matching: true }}>
          <Users />
          <Trans>Its subscribers</Trans>
        </RouterLink>
      </Button>
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
    </HStack>
  );
}
