import type { LineCanvasProps, LineSeries } from '@nivo/line';
import { useMemo, useSyncExternalStore } from 'react';

type ChartTheme = NonNullable<LineCanvasProps<LineSeries>['theme']>;

type ColorMode = 'light' | 'dark';

export interface ChartColors {
  /** The colour mode these colours were read in. */
  mode: ColorMode;
  /** One colour per line, in the order of the chart's lines. */
  lines: string[];
  /** The hover guide's line and the dots' outline. */
  guide: string;
  /** The page's background, behind the hover dots. */
  background: string;
  theme: ChartTheme;
}

/** Chakra puts the colour mode on <html> as a class; this follows it live. */
function subscribeToColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const colorMode = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * Chakra's semantic tokens as the page resolves them now. A canvas takes colours, not CSS
 * variables, so the charts read them again whenever the colour mode changes. The fallbacks are
 * for environments without Chakra's stylesheet (component tests).
 */
function resolveColors(mode: ColorMode): ChartColors {
  const root = getComputedStyle(document.documentElement);
  const token = (path: string, fallback: string) => root.getPropertyValue(`--chakra-colors-${path.replace('.', '-')}`).trim() || fallback;
  const muted = token('fg.muted', '#71717a');
  const border = token('border', '#e4e4e7');
  const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
  return {
    mode,
    lines: [token('brand.solid', '#5e4eff'), token('teal.solid', '#0d9488')],
    guide: muted,
    background: token('bg', '#ffffff'),
    theme: {
      text: { fill: muted, fontSize: 11, fontFamily },
      axis: {
        ticks: { line: { stroke: border }, text: { fill: muted, fontSize: 11, fontFamily } },
        domain: { line: { stroke: border } },
      },
      grid: { line: { stroke: token('border.muted', '#f4f4f5'), strokeWidth: 1 } },
    },
  };
}

/** The charts' colours for the colour mode in force; a new object only when the mode changes. */
export function useChartColors(): ChartColors {
  const mode = useSyncExternalStore(subscribeToColorMode, colorMode, () => 'light' as const);
  return useMemo(() => resolveColors(mode), [mode]);
}
