import { Box, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pagination } from '../../components/Pagination';
import { describeNodes, describePath } from './flow-labels';
import type { Topology } from './topology';

/** Lines a page: thousands of rules are read a page at a time, not rendered as one list. */
const FIRST_LIMIT = 100;

/**
 * The graph in words, one line a rule (see `describePath`).
 * What a screen reader reads instead of the drawing, and what anyone can read or copy.
 */
export function FlowTextList({ topology, id }: { topology: Topology; id: string }) {
  const { i18n } = useLingui();
  const [{ page, limit }, setPaging] = useState({ page: 1, limit: FIRST_LIMIT });

  // The unused bridges are the last line, after every rule's.
  const lines = topology.paths.length + (topology.unused.length ? 1 : 0);
  const pages = Math.max(1, Math.ceil(lines / limit));
  // A new search can leave fewer pages than the one read: the last one then.
  const shownPage = Math.min(page, pages);
  const start = (shownPage - 1) * limit;
  const paths = topology.paths.slice(start, start + limit);
  const withUnused = topology.unused.length > 0 && start + limit >= lines;

  return (
    <Box id={id}>
      <List.Root gap="1" ps="5" fontSize="sm">
        {paths.map((path) => (
          <List.Item key={path.rule.id}>{describePath(i18n, path)}</List.Item>
        ))}
        {withUnused ? (
          <List.Item>
            <Text as="span">
              <Trans>Used by no rule:</Trans> {describeNodes(i18n, topology.unused)}
            </Text>
          </List.Item>
        ) : null}
      </List.Root>
      {lines > FIRST_LIMIT || limit !== FIRST_LIMIT ? <Pagination page={shownPage} limit={limit} count={lines} hasNext={shownPage < pages} onChange={setPaging} /> : null}
    </Box>
  );
}
