import { Box, HStack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/format';
import type { Point } from './monitor-history';

export interface TooltipLine {
  id: string;
  color: string;
  data: readonly Point[];
}

/** Rates below 10 per second keep a decimal, so a quiet broker does not read as 0. */
export function formatChartValue(i18n: I18n, n: number): string {
  return i18n.number(n, { maximumFractionDigits: Math.abs(n) < 10 ? 1 : 0 });
}

/** The hovered sample's time and each line's value then (the lines share their times). */
export function ChartTooltip({ lines, time }: { lines: readonly TooltipLine[]; time: Date }) {
  const { i18n } = useLingui();
  return (
    <Box bg="bg.overlay" color="fg" borderWidth="1px" borderRadius="md" px="3" py="2" fontSize="xs" boxShadow="md" whiteSpace="nowrap">
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
