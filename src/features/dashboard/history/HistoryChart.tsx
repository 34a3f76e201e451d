import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { I18n } from "@lingui/core";
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
import { chartPoints, summarize, type ChartSpec } from "./monitor-history";

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
            {point.seriesId}: {formatChartValue(i18n, point.data.y as number)}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

/** Rates below 10 per second keep a decimal, so a quiet broker does not read as 0. */
function formatChartValue(i18n: I18n, n: number): string {
  return i18n.number(n, { maximumFractionDigits: Math.abs(n) < 10 ? 1 : 0 });
}

/** One history chart, saying whether it shows messages per second or a sampled level, and how often. */
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
        data: chartPoints(spec, samples, line.key),
      })),
    [spec, samples, i18n],
  );
  const summary = summarize(series[0]?.data ?? []);
  const interval = intervalMs
    ? formatDuration(intervalMs, i18n.locale)
    : undefined;
  const title = i18n._(spec.title);
  // The title names the unit (per second) once; this line says how the figures were taken.
  const meaning =
    spec.kind === "rate"
      ? interval
        ? t`Averaged over each ${interval} sample`
        : t`Averaged over each sample`
      : interval
        ? t`Sampled every ${interval}`
        : t`Sampled level`;
  const value = (n: number) => formatChartValue(i18n, n);
  const figures = summary
    ? t`Latest ${value(summary.latest)}, lowest ${value(summary.min)}, highest ${value(summary.max)}`
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
