import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import {
  ResponsiveLine,
  type LineSeries,
  type SliceTooltipProps,
} from "@nivo/line";
import { useMemo } from "react";
import type { EmqxDashboardMonitorApiSampler } from "../../../generated/model";
import { formatDateTime, formatDuration } from "../../../i18n/format";
import { chartTheme, LINE_COLORS } from "./chart-theme";
import { seriesPoints, summarize, type ChartSpec } from "./monitor-history";

interface HistoryChartProps {
  spec: ChartSpec;
  samples: readonly EmqxDashboardMonitorApiSampler[];
  intervalMs: number | undefined;
  /** Ranges over a day label the axis with dates, shorter ones with times. */
  long: boolean;
}

function Tooltip({ slice }: SliceTooltipProps<LineSeries>) {
  const { i18n } = useLingui();
  const first = slice.points[0];
  return (
    <Box
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      fontSize="xs"
      boxShadow="md"
    >
      <Text fontWeight="medium">
        {first ? formatDateTime(first.data.x as Date, i18n.locale) : null}
      </Text>
      {slice.points.map((point) => (
        <HStack key={point.id} gap="2">
          <Box
            w="2"
            h="2"
            borderRadius="full"
            style={{ background: point.seriesColor }}
          />
          <Text>
            {point.seriesId}: {i18n.number(point.data.y as number)}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

/** One history chart, saying whether it shows counts per sample or a sampled level, and how often. */
export function HistoryChart({
  spec,
  samples,
  intervalMs,
  long,
}: HistoryChartProps) {
  const { t, i18n } = useLingui();
  const series = useMemo(
    () =>
      spec.lines.map((line) => ({
        id: i18n._(line.label),
        data: seriesPoints(samples, line.key),
      })),
    [spec, samples, i18n],
  );
  const summary = summarize(series[0]?.data ?? []);
  const interval = intervalMs
    ? formatDuration(intervalMs, i18n.locale)
    : undefined;
  const title = i18n._(spec.title);
  const meaning =
    spec.kind === "count"
      ? interval
        ? t`Messages in each ${interval} sample`
        : t`Messages in each sample`
      : interval
        ? t`Level sampled every ${interval}`
        : t`Sampled level`;
  const figures = summary
    ? t`Latest ${i18n.number(summary.latest)}, lowest ${i18n.number(summary.min)}, highest ${i18n.number(summary.max)}`
    : t`No samples yet`;
  const tick = (value: Date) =>
    new Intl.DateTimeFormat(
      i18n.locale,
      long
        ? {
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            hourCycle: "h23",
          }
        : { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    ).format(value);

  return (
    <Stack
      as="figure"
      gap="1"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={title}
    >
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
        <Text>{meaning}</Text>
        {/* Charts with several lines name each one in its colour. */}
        {series.length > 1
          ? series.map((line, i) => (
              <HStack key={line.id} gap="1">
                <Box
                  w="3"
                  h="0.5"
                  style={{ background: LINE_COLORS[i % LINE_COLORS.length] }}
                />
                <Text>{line.id}</Text>
              </HStack>
            ))
          : null}
      </HStack>
      <Box h="180px" data-chart={spec.id}>
        {/* nivo draws an invalid path for a line without points: wait for the first samples. */}
        {summary ? (
          <ResponsiveLine
            data={series.filter((s) => s.data.length > 0)}
            margin={{ top: 8, right: 12, bottom: 28, left: 52 }}
            xScale={{ type: "time", format: "native" }}
            yScale={{ type: "linear", min: 0, max: "auto" }}
            axisBottom={{ format: tick, tickValues: 4, tickSize: 4 }}
            axisLeft={{
              format: (v: number) => i18n.number(v, { notation: "compact" }),
              tickValues: 4,
              tickSize: 4,
            }}
            gridYValues={4}
            enableGridX={false}
            enablePoints={false}
            enableSlices="x"
            sliceTooltip={Tooltip}
            colors={LINE_COLORS}
            theme={chartTheme}
            curve="monotoneX"
            animate={false}
            isFocusable={false}
            role="img"
            ariaLabel={`${title}. ${meaning}. ${figures}.`}
          />
        ) : null}
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {figures}
      </Text>
    </Stack>
  );
}
