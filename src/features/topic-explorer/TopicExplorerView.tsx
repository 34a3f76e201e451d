import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { formatNumber } from '../../i18n/format';
import { LiveControls } from './LiveControls';
import { TopicDetail } from './TopicDetail';
import { TopicTreeTable } from './TopicTreeTable';
import { useBrokerTopics } from './use-broker-topics';
import { useExplorerTree } from './use-explorer-tree';
import { useLiveTopics } from './use-live-topics';

/**
 * The broker's topics as a tree: its routing table and retained messages over HTTP, merged with what
 * arrives live on a subscription through the WebSocket client's connection; per level, the message
 * count and rate, and for the topic picked its last payload, recent values and actions.
 */
export function TopicExplorerView() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const broker = useBrokerTopics(open);
  const live = useLiveTopics();
  const [find, setFind] = useState('');
  const text = useDeferredValue(find.trim().toLowerCase());
  const [selected, setSelected] = useState<string>();

  const { tree, rows, totals } = useExplorerTree(broker.topics, live.figures, text, open);
  const node = selected === undefined ? undefined : tree.get(selected);

  function toggle(path: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }

  return (
    <Stack gap="4">
      <PageHeader title={<Trans>Topic explorer</Trans>} />
      <LiveControls live={live} />
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto" minW="64">
          <Field.Label>{t`Find a topic`}</Field.Label>
          <Input size="sm" type="search" value={find} onChange={(e) => setFind(e.target.value)} />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" pb="1.5">
          <Trans>
            From the broker: {formatNumber(broker.routed.read, i18n.locale)} of {formatNumber(broker.routed.total ?? broker.routed.read, i18n.locale)} subscribed topics, {formatNumber(broker.retained.read, i18n.locale)} of{' '}
            {formatNumber(broker.retained.total ?? broker.retained.read, i18n.locale)} retained messages.
          </Trans>
        </Text>
        {broker.hasMore ? (
          <Button size="sm" variant="outline" loading={broker.loadingMore} onClick={broker.loadMore}>
            <Trans>Load more topics</Trans>
          </Button>
        ) : null}
      </HStack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <TopicTreeTable
          rows={rows}
          open={open}
          selected={selected}
          totals={totals}
          figures={live.figures}
          searching={text !== ''}
          loading={broker.loading}
          error={broker.error}
          onRetry={() => void broker.refetch()}
          onToggle={toggle}
          onSelect={setSelected}
        />
        {node ? (
          <TopicDetail node={node} totals={totals.get(node.path)} figures={live.figures.get(node.path)} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <Trans>Pick a topic to see its last payload, its recent values and what can be done with it.</Trans>
          </Text>
        )}
      </SimpleGrid>
    </Stack>
  );
}
