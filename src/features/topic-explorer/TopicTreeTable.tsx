import { Badge, Box, HStack, IconButton, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { RelativeTime } from '../../components/RelativeTime';
import { formatDecimal, formatNumber, NO_VALUE } from '../../i18n/format';
import { payloadPreview } from '../websocket/message-preview';
import { isTopicFilter, type ExplorerNode, type LevelTotals, type LiveFigures } from './explorer-tree';

interface TopicTreeTableProps {
  rows: ExplorerNode[];
  open: ReadonlySet<string>;
  selected?: string;
  totals: ReadonlyMap<string, LevelTotals>;
  figures: ReadonlyMap<string, LiveFigures>;
  /** The rows are what a search found. */
  searching: boolean;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onToggle: (path: string) => void;
  onSelect: (path: string) => void;
}

/** The tree as rows of one table (virtualised when long): a level's children follow it once it is opened. */
export function TopicTreeTable({ rows, open, selected, totals, figures, searching, loading, error, onRetry, onToggle, onSelect }: TopicTreeTableProps) {
  const { t, i18n } = useLingui();
  const columns: Column<ExplorerNode>[] = [
    {
      id: 'topic',
      header: t`Topic`,
      cell: (node) => (
        <HStack gap="1" ps={`${node.depth * 1.25}rem`} minW="0">
          {/* A search shows every level it went through: nothing to open or close then. */}
          {node.children.length && !searching ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-expanded={open.has(node.path)}
              aria-label={open.has(node.path) ? t`Collapse ${node.path}` : t`Expand ${node.path}`}
              onClick={() => onToggle(node.path)}
            >
              {open.has(node.path) ? <ChevronDown /> : <ChevronRight />}
            </IconButton>
          ) : (
            <Box w="6" flexShrink="0" />
          )}
          <Link as="button" colorPalette="brand" color="colorPalette.fg" fontWeight={node.path === selected ? 'bold' : undefined} aria-current={node.path === selected || undefined} truncate onClick={() => onSelect(node.path)}>
            {node.segment || t`(empty level)`}
          </Link>
          {node.children.length ? (
            <Badge size="sm" variant="subtle">
              {formatNumber(node.topics, i18n.locale)}
            </Badge>
          ) : null}
          {node.topic && isTopicFilter(node.path) ? (
            <Badge size="sm" variant="outline">
              {t`Filter`}
            </Badge>
          ) : null}
          {node.topic?.retained ? (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              {t`Retained`}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    { id: 'count', header: t`Messages`, numeric: true, cell: (node) => formatNumber(totals.get(node.path)?.count, i18n.locale) },
    { id: 'rate', header: t`Per second`, numeric: true, cell: (node) => formatDecimal(totals.get(node.path)?.rate, 1, i18n.locale) },
    { id: 'time', header: t`Last message`, priority: 'medium', cell: (node) => <RelativeTime value={figures.get(node.path)?.lastTime} /> },
    {
      id: 'payload',
      header: t`Last payload`,
      priority: 'medium',
      cell: (node) => {
        const live = figures.get(node.path);
        return live ? (
          <Box as="span" fontFamily="mono" fontSize="xs" truncate display="block" maxW="16rem">
            {payloadPreview(live.lastPayload, 'text') ?? t`Too large to show`}
          </Box>
        ) : (
          NO_VALUE
        );
      },
    },
  ];
  return (
    <DataTable
      label={t`Topic tree`}
      columns={columns}
      rows={rows}
      rowKey={(node) => node.path}
      loading={loading}
      error={error}
      onRetry={onRetry}
      rowProps={(node) => ({ 'data-selected': node.path === selected ? '' : undefined })}
      empty={searching ? t`No topic read so far contains this text.` : t`No topic yet: nobody subscribes, nothing is retained, and nothing arrived live.`}
    />
  );
}
