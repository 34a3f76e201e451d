import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { WidgetBoundary } from '../../../components/WidgetBoundary';
import type { EmqxDashboardMonitorApiSampler } from '../../../generated/model';
import { formatDuration } from '../../../i18n/format';
import { formatChartValue } from './ChartTooltip';
import { LineChart } from './LineChart';
import { chartPoints, summarize, thinLines, type ChartSpec } from './monitor-history';

interface HistoryChartProps {
  spec: ChartSpec;
  samples: readonly EmqxDashboardMonitorApiSampler[];
  intervalMs: number | undefined;
  /** Ranges over a day label the axis with dates, shorter ones with times. */
  long: boolean;
  /** The note saying since when the samples are stale, if they are: the chart is dimmed and described by it. */
  staleNoteId?: string;
}

/** The lines' colours, in order: the theme's foreground shades (3:1 on either background), as CSS variables, so the colour mode needs no redraw. */
const LINE_COLORS = ['var(--chakra-colors-brand-fg)', 'var(--chakra-colors-teal-fg)'];

/**
 * One history chart, saying whether it shows messages per second or a sampled level, and how often.
 * One SVG path per line: a few hundred samples cost one element, not one per sample. Memoized, so the
 * overview's live numbers changing every few seconds leave it alone: it draws again only when its
 * samples or the language change. What it draws from the broker's samples sits in its own boundary:
 * a chart that cannot draw them keeps its title and leaves the others alone.
 */
export const HistoryChart = memo(function HistoryChart(props: HistoryChartProps) {
  const { t } = useLingui();
  const title = t(props.spec.title);
  return (
    <Stack as="figure" gap="1" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" aria-label={title} aria-describedby={props.staleNoteId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <WidgetBoundary resetKey={props.samples}>
        <HistoryChartBody {...props} title={title} />
      </WidgetBoundary>
    </Stack>
  );
});

/** The figure's legend, drawing and caption: everything drawn from the samples. */
function HistoryChartBody({ spec, samples, intervalMs, long, title, staleNoteId }: HistoryChartProps & { title: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The figures come from every sample; the chart keeps only the points it draws (a week's history
  // holds more samples than the chart has pixels), so the rest are garbage once read.
  const { lines, summary } = useMemo(() => {
    const full = spec.lines.map((line) => chartPoints(spec, samples, line.key));
    const thinned = thinLines(full);
    return {
      summary: summarize(full[0] ?? []),
      lines: spec.lines.map((line, i) => ({ id: t(line.label), color: LINE_COLORS[i % LINE_COLORS.length]!, data: thinned[i] ?? [] })),
    };
  }, [spec, samples, t]);

  const interval = intervalMs ? formatDuration(intervalMs, locale) : undefined;
  // The title names the unit (per second) once; this line says how the figures were taken.
  const meaning =
    spec.kind === 'rate'
      ? interval
        ? t`Averaged over each ${interval} sample`
        : t`Averaged over each sample`
      : interval
        ? t`Sampled every ${interval}`
        : t`Sampled level`;
  const value = (n: number) => formatChartValue(i18n, n);
  const figures = summary ? t`Latest ${value(summary.latest)}, lowest ${value(summary.min)}, highest ${value(summary.max)}` : t`No samples yet`;

  return (
    <>
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
        <Text>{meaning}</Text>
        {/* Charts with several lines name each one in its colour. */}
        {lines.length > 1
          ? lines.map((line) => (
              <HStack key={line.id} gap="1">
                <Box w="3" h="0.5" style={{ background: line.color }} />
                <Text>{line.id}</Text>
              </HStack>
            ))
          : null}
      </HStack>
      {/* The drawing says nothing to assistive technology: the box around it names what it shows and its figures. */}
      {/* Dimmed while stale: only the drawing, so the texts keep their contrast. */}
      <Box
        h="180px"
        data-chart={spec.id}
        role={summary ? 'img' : undefined}
        aria-label={summary ? `${title}. ${meaning}. ${figures}.` : undefined}
        opacity={staleNoteId === undefined ? undefined : 0.45}
      >
        {summary ? <LineChart lines={lines} long={long} /> : null}
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {figures}
      </Text>
    </>
  );
}
