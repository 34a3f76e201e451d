import { Alert, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { pollEvery, spreadInterval } from '../../api/poll';
import { SelectField } from '../../components/SelectField';
import { useGetTraceByNameLogDetail } from '../../generated/endpoints/trace/trace';
import type { TraceTrace } from '../../generated/model';
import { formatBytes, formatNumber } from '../../i18n/format';
import { DownloadTraceButton } from './DownloadTraceButton';
import { allLines, matchingLines } from './log-buffer';
import { LogViewer } from './LogViewer';
import { logSizes, type NodeSize, type TraceStatus } from './trace-model';
import { TRACE_POLL_MS } from './trace-queries';
import { useTraceLog } from './use-trace-log';

/** The node whose log opens first: the one that wrote the most (a client's trace is on its node). */
const busiest = (sizes: readonly NodeSize[]) => sizes.reduce<NodeSize | undefined>((best, s) => (!best || s.size > best.size ? s : best), undefined)?.node;

/** A trace's log on one node: read in pages, followed while the trace runs, searched in what is loaded. */
export function TraceLogPanel({ trace, status }: { trace: TraceTrace; status: TraceStatus }) {
  const { t, i18n } = useLingui();
  const name = trace.name;
  const running = status === 'running';
  const detail = useGetTraceByNameLogDetail(name, {
    query: { refetchInterval: running ? pollEvery(spreadInterval(`trace-detail:${name}`, TRACE_POLL_MS)) : false },
    request: { background: true },
  });
  const sizes: NodeSize[] = detail.data?.length
    ? detail.data.flatMap((d) => (d.node ? [{ node: d.node, size: d.size ?? 0 }] : []))
    : logSizes(trace);
  const [picked, setPicked] = useState<string>();
  const node = picked ?? busiest(sizes);
  const size = sizes.find((s) => s.node === node)?.size;

  const [paused, setPaused] = useState(false);
  const [autoScroll, setAutoScroll] = useState(true);
  const [query, setQuery] = useState('');
  const [onlyMatching, setOnlyMatching] = useState(false);
  const following = running && !paused;
  const { log, loading, failed, loadMore } = useTraceLog(name, node, following);

  // Once the trace has ended, its final size says whether anything is left to read.
  const { refetch } = detail;
  useEffect(() => {
    if (status === 'stopped') void refetch();
  }, [status, refetch]);

  const lines = useMemo(() => allLines(log), [log]);
  const matches = useMemo(() => matchingLines(lines, query), [lines, query]);
  const shown = useMemo(() => (onlyMatching && query.trim() ? matches : lines.map((_, i) => i)), [onlyMatching, query, matches, lines]);
  const more = !log.tooLong && (log.moreNow || (size !== undefined && size > log.position));

  if (status === 'waiting') {
    return (
      <Text color="fg.muted">
        <Trans>The trace has not started yet: its log begins at the start time.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap" align="end">
        <SelectField
          label={t`Node`}
          minW="16rem"
          value={node ?? ''}
          options={sizes.map((s) => [s.node, `${s.node} (${formatBytes(s.size, i18n.locale)})`])}
          onChange={(next) => setPicked(next)}
        />
        <Field.Root width="auto" minW="16rem">
          <Field.Label>
            <Trans>Search the loaded log</Trans>
          </Field.Label>
          <Input size="sm" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field.Root>
        <Checkbox.Root size="sm" checked={onlyMatching} onCheckedChange={(e) => setOnlyMatching(e.checked === true)} pb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Only matching lines</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root size="sm" checked={autoScroll} onCheckedChange={(e) => setAutoScroll(e.checked === true)} pb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Auto-scroll</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        {running ? (
          <Button size="sm" variant="outline" onClick={() => setPaused((p) => !p)}>
            {paused ? <Play /> : <Pause />}
            {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </Button>
        ) : null}
      </HStack>

      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {query.trim() ? (
          <Trans>
            {formatNumber(matches.length, i18n.locale)} of {formatNumber(lines.length, i18n.locale)} lines match
          </Trans>
        ) : (
          <Trans>
            {formatNumber(lines.length, i18n.locale)} lines, {formatBytes(log.loaded, i18n.locale)} loaded
          </Trans>
        )}
        {following ? (
          <>
            {' · '}
            <Trans>following the log</Trans>
          </>
        ) : running ? (
          <>
            {' · '}
            <Trans>paused</Trans>
          </>
        ) : null}
      </Text>

      <LogViewer
        label={t`Trace log`}
        lines={lines}
        shown={shown}
        highlight={query}
        autoScroll={autoScroll}
        empty={loading ? t`Loading…` : failed ? t`The log could not be read.` : running ? t`Nothing logged yet: lines appear here as they are written.` : t`Nothing was logged on this node.`}
      />

      {log.tooLong ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The Trace is too long, you better download to view</Trans>
            </Alert.Title>
          </Alert.Content>
          <DownloadTraceButton name={name} nodes={sizes.map((s) => s.node)} />
        </Alert.Root>
      ) : null}
      {failed || (more && !following) ? (
        <HStack>
          <Button size="sm" variant="outline" onClick={loadMore}>
            {failed ? <Trans>Try again</Trans> : <Trans>Load more</Trans>}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
