import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { payloadPreview } from './message-preview';
import { buildTopicTree, type TopicNode } from './topic-tree';
import { useMessagesVersion } from './use-messages-version';
import { getConnection } from './ws-store';

/** A level with thousands of children would be one huge render; the rest are counted instead. */
const MAX_CHILDREN_SHOWN = 200;
const TREE_REFRESH_MS = 1000;

function NodeLine({ node }: { node: TopicNode }) {
  const { t } = useLingui();
  const { count } = node;
  const preview = node.stat ? payloadPreview(node.stat.lastPayload, 'text') : undefined;
  return (
    <HStack as="span" display="inline-flex" gap="2" minW="0" maxW="full" fontSize="sm" verticalAlign="middle">
      <Text as="span" fontWeight="medium">
        {node.segment || t`(empty level)`}
      </Text>
      <Badge size="sm" variant="subtle">
        <Plural value={count} one="# message" other="# messages" />
      </Badge>
      {node.stat ? (
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" truncate title={t`Last payload`}>
          {preview ?? t`Too large to show`}
        </Text>
      ) : null}
    </HStack>
  );
}

function Nodes({ nodes }: { nodes: TopicNode[] }) {
  const hidden = nodes.length - MAX_CHILDREN_SHOWN;
  return (
    <Box as="ul" listStyleType="none" ps="4" m="0">
      {nodes.slice(0, MAX_CHILDREN_SHOWN).map((node) => (
        <Box as="li" key={node.path} py="0.5" aria-label={node.path}>
          {node.children.length ? (
            <details open>
              <Box as="summary" cursor="pointer">
                <NodeLine node={node} />
              </Box>
              <Nodes nodes={node.children} />
            </details>
          ) : (
            <NodeLine node={node} />
          )}
        </Box>
      ))}
      {hidden > 0 ? (
        <Box as="li" color="fg.muted" fontSize="sm">
          <Plural value={hidden} one="and # more topic" other="and # more topics" />
        </Box>
      ) : null}
    </Box>
  );
}

/** What was received, as a tree of topic levels with message counts and the last payload per topic. */
export function TopicTreeView({ id }: { id: string }) {
  const { t } = useLingui();
  const version = useMessagesVersion(id, TREE_REFRESH_MS);
  const { tree, topics, untracked } = useMemo(() => {
    const stats = getConnection(id)?.topics;
    return {
      tree: stats ? buildTopicTree(stats.byTopic) : [],
      topics: stats?.byTopic.size ?? 0,
      untracked: stats?.untracked ?? 0,
      version,
    };
  }, [id, version]);

  if (!tree.length) {
    return (
      <Text color="fg.muted" py="4">
        <Trans>No message received yet</Trans>
      </Text>
    );
  }
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        <Plural value={topics} one="# topic" other="# topics" />
        {untracked ? (
          <>
            {' '}
            <Plural value={untracked} one="(# message on further topics is not in the tree)" other="(# messages on further topics are not in the tree)" />
          </>
        ) : null}
      </Text>
      <Box maxH="md" overflowY="auto" tabIndex={0} role="region" aria-label={t`Topic tree`} borderWidth="1px" borderRadius="md" py="2">
        <Nodes nodes={tree} />
      </Box>
    </Box>
  );
}
