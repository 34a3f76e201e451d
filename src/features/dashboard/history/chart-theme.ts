import type { LineSeries, LineSvgProps } from '@nivo/line';

/** Chakra's semantic tokens as CSS variables, so charts switch theme with the page, without re-rendering. */
const token = (path: string) => `var(--chakra-colors-${path.replace('.', '-')})`;

export const LINE_COLORS = [token('brand.solid'), token('teal.solid')];

export const chartTheme: LineSvgProps<LineSeries>['theme'] = {
  text: { fill: token('fg.muted'), fontSize: 11 },
  axis: {
    ticks: { line: { stroke: token('border') }, text: { fill: token('fg.muted'), fontSize: 11 } },
    domain: { line: { stroke: token('border') } },
  },
  grid: { line: { stroke: token('border.muted'), strokeWidth: 1 } },
  crosshair: { line: { stroke: token('fg.muted'), strokeOpacity: 0.6 } },
  tooltip: {
    container: { background: token('bg.panel'), color: token('fg'), fontSize: 12, borderRadius: 6, border: `1px solid ${token('border')}` },
  },
};
