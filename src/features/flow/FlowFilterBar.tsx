import { Button, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FilterForm } from '../../components/FilterForm';
import { formatNumber } from '../../i18n/format';
import type { Topology } from './topology';
import { FIRST_RULES, MOST_MATCHED_RULES, offersFilter, opensOnPart, type FilteredTopology } from './topology-filter';

export interface FlowFilterState {
  query: string;
  /** Without a search, whether the whole graph is drawn; unset: as its size suggests. */
  whole?: boolean;
}

interface FlowFilterBarProps {
  /** The whole topology, and the part of it drawn. */
  topology: Topology;
  filtered: FilteredTopology;
  filter: FlowFilterState;
  onFilter: (next: FlowFilterState) => void;
  /** Ties the figure to what this bar says of it. */
  summaryId: string;
}

/** What part of a large graph is drawn, in words, and the search and switch that choose it. */
export function FlowFilterBar({ topology, filtered, filter, onFilter, summaryId }: FlowFilterBarProps) {
  const { t, i18n } = useLingui();
  if (!offersFilter(topology)) return null;
  const n = (value: number) => formatNumber(value, i18n.locale);
  const query = filter.query.trim();
  const whole = !query && filtered.hiddenNodes === 0;
  const rules = n(topology.paths.length);
  const nodes = n(topology.nodes.length);
  const first = n(FIRST_RULES);
  const most = n(MOST_MATCHED_RULES);
  const { matchedRules: matched, hiddenNodes: hidden } = filtered;

  const said = [
    query
      ? matched || filtered.topology.nodes.length
        ? t`${plural(matched, { one: `# rule matches “${query}”.`, other: `# rules match “${query}”.` })}`
        : t`Nothing matches “${query}”.`
      : whole
        ? t`All ${nodes} nodes of the graph are drawn.`
        : t`The graph is too large to read at once: the flows of the first ${first} of ${rules} rules are drawn. Search for a topic, rule or action to draw its flows.`,
    query && filtered.capped ? t`Only the first ${most} are drawn: narrow the search to see the others.` : '',
    hidden ? t`${plural(hidden, { one: '# node of the graph is hidden.', other: '# nodes of the graph are hidden.' })}` : '',
  ];

  return (
    <Stack gap="1">
      <FilterForm
        key={filter.query}
        label={t`Filter the flows`}
        fields={[{ name: 'query', label: t`Topic, rule or action`, kind: 'text' }]}
        value={{ query: filter.query || undefined }}
        onApply={({ query: next }) => onFilter({ ...filter, query: typeof next === 'string' ? next : '' })}
      />
      <Stack direction="row" align="center" gap="3" wrap="wrap" mt="-2">
        <Text id={summaryId} role="status" fontSize="sm" color="fg.muted">
          {said.filter(Boolean).join(' ')}
        </Text>
        {query ? null : whole ? (
          opensOnPart(topology) ? (
            <Button size="xs" variant="outline" onClick={() => onFilter({ query: '', whole: false })}>
              {t`Draw only the first ${first} rules`}
            </Button>
          ) : null
        ) : (
          <Button size="xs" variant="outline" onClick={() => onFilter({ query: '', whole: true })}>
            {t`Draw all ${rules} rules`}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
