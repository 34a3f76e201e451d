import { Box, HStack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LineSeries, PointTooltipProps } from '@nivo/line';
import { createContext, useContext } from 'react';
import { formatDateTime } from '../../../i18n/format';
import type { Point } from './monitor-history';

export interface TooltipLine {
  id: string;
  color: string;
  data: readonly Point[];
}

/** The chart's lines, for a tooltip that names every line's value at the hovered time. */
export const TooltipLinesContext = createContext<readonly TooltipLine[]>([]);

/** Rates below 10 per second keep a decimal, so a quiet broker does not read as 0. */
export function formatChartValue(i18n: I18n, n: number): string {
  return i18n.number(n, { maximumFractionDigits: Math.abs(n) < 10 ? 1 : 0 });
}

/** The hovered sample's time and each line's value then (the canvas finds the nearest point; the others share its time). */
export function ChartTooltip({ point }: PointTooltipProps<LineSeries>) {
  const { i18n } = useLingui();
  const lines = useContext(TooltipLinesContext);
  const time = point.data.x as Date;
  return (
    <Box bg="bg.panel" color="fg" borderWidth="1px" borderRadius="md" px="3" py="2" fontSize="xs" boxShadow="md" whiteSpace="nowrap">
      <Text fontWeight="medium">{formatDateTime(time, i18n.locale)}</Text>
      {lines.map((line) => {
        const value = line.data.find((p) => p.x.getTime() === time.getTime())?.y;
        return value === undefined ? null : (
          <HStack key={line.id} gap="2">
            <Box w="2" h="2" borderRadius="full" style={{ background: line.color }} />
            <Text>
              {line.id}: {formatChartValue(i18n, value)}
            </Text>
          </HStack>
        );
      })}
    </Box>
  );
}
