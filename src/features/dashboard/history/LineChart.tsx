import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { ChartTooltip, type TooltipLine } from './ChartTooltip';
import { countTicks, monotonePath, nearestIndex, scaleLinear, timeTicks } from './chart-scale';

interface LineChartProps {
  /** Lines sharing their times (monitor-history's thinLines keeps them so); the first sets the hover's times. */
  lines: readonly TooltipLine[];
  /** Ranges over a day label the time axis with dates, shorter ones with times. */
  long: boolean;
}

const HEIGHT = 180;
const MARGIN = { top: 8, right: 12, bottom: 28, left: 52 };
/** The width drawn before the box is measured (and in tests, where nothing has a size). */
const UNMEASURED_WIDTH = 400;
const TICK = 4;
const AXIS_TEXT = { fontSize: 11, fill: 'var(--chakra-colors-fg-muted)', fontFamily: 'inherit' } as const;

/** The box's width, read before the first paint and whenever it is resized. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || UNMEASURED_WIDTH };
}

/**
 * A small line chart in SVG: a count axis from zero, a time axis on round local times, one smooth
 * path per line, and on hover a guide with each line's value then. Colours are the theme's CSS
 * variables, so a change of colour mode redraws nothing.
 */
export function LineChart({ lines, long }: LineChartProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { ref, width } = useWidth();
  const [hovered, setHovered] = useState<number | undefined>(undefined);
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

  const chart = useMemo(() => {
    let from = Infinity;
    let to = -Infinity;
    let max = 0;
    for (const line of lines) {
      for (const point of line.data) {
        const t = point.x.getTime();
        if (t < from) from = t;
        if (t > to) to = t;
        if (point.y > max) max = point.y;
      }
    }
    const yTicks = countTicks(max);
    const x = scaleLinear([from, to === from ? from + 1 : to], [0, innerWidth]);
    const y = scaleLinear([0, yTicks.at(-1) ?? 1], [innerHeight, 0]);
    const times = (lines[0]?.data ?? []).map((point) => point.x.getTime());
    return {
      x,
      y,
      yTicks,
      xTicks: timeTicks(from, to),
      times,
      paths: lines.map((line) => monotonePath(line.data.map((point) => ({ x: x(point.x.getTime()), y: y(point.y) })))),
    };
  }, [lines, innerWidth, innerHeight]);

  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(
        locale,
        long ? { month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      ),
      count: new Intl.NumberFormat(locale, { notation: 'compact' }),
    }),
    [locale, long],
  );

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (chart.times.length === 0) return;
    const left = event.currentTarget.getBoundingClientRect().left + MARGIN.left;
    const at = chart.times[0]! + ((event.clientX - left) / innerWidth) * ((chart.times.at(-1) ?? 0) - chart.times[0]!);
    setHovered(nearestIndex(chart.times, at));
  };

  const hoveredTime = hovered === undefined ? undefined : chart.times[hovered];
  const guideX = hoveredTime === undefined ? 0 : chart.x(hoveredTime);

  return (
    <Box ref={ref} position="relative" h={`${HEIGHT}px`}>
      <svg width={width} height={HEIGHT} aria-hidden="true" onPointerMove={onPointerMove} onPointerLeave={() => setHovered(undefined)} style={{ display: 'block', touchAction: 'pan-y' }}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {chart.yTicks.map((tick) => (
            <g key={tick} transform={`translate(0,${chart.y(tick)})`}>
              <line x2={innerWidth} stroke="var(--chakra-colors-border-muted)" />
              <line x1={-TICK} stroke="var(--chakra-colors-border)" />
              <text x={-TICK - 3} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                {formats.count.format(tick)}
              </text>
            </g>
          ))}
          <line y1={innerHeight} y2={innerHeight} x2={innerWidth} stroke="var(--chakra-colors-border)" />
          {chart.xTicks.map((tick) => (
            <g key={tick} transform={`translate(${chart.x(tick)},${innerHeight})`}>
              <line y2={TICK} stroke="var(--chakra-colors-border)" />
              <text y={TICK + 3} dy="0.71em" textAnchor="middle" {...AXIS_TEXT}>
                {formats.time.format(tick)}
              </text>
            </g>
          ))}
          {chart.paths.map((path, i) => (
            <path key={lines[i]?.id ?? i} d={path} fill="none" stroke={lines[i]?.color} strokeWidth={2} strokeLinejoin="round" />
          ))}
          {hoveredTime === undefined ? null : (
            <g>
              <line x1={guideX} x2={guideX} y2={innerHeight} stroke="var(--chakra-colors-fg-muted)" strokeOpacity={0.6} />
              {lines.map((line) => {
                const at = line.data.find((point) => point.x.getTime() === hoveredTime);
                return at ? <circle key={line.id} cx={guideX} cy={chart.y(at.y)} r={4} fill={line.color} stroke="var(--chakra-colors-bg)" strokeWidth={2} /> : null;
              })}
            </g>
          )}
        </g>
      </svg>
      {hoveredTime === undefined ? null : (
        <Box
          position="absolute"
          top="0"
          pointerEvents="none"
          zIndex="1"
          // Beside the guide, on whichever side has the room.
          style={guideX > innerWidth / 2 ? { right: width - MARGIN.left - guideX + 12 } : { left: MARGIN.left + guideX + 12 }}
        >
          <ChartTooltip lines={lines} time={new Date(hoveredTime)} />
        </Box>
      )}
    </Box>
  );
}
