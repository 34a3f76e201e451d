import { HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../i18n/format';

const W = 160;
const H = 32;

/** The last values of one numeric field, as a line: enough to see a trend, named by its range. */
export function Sparkline({ name, values }: { name: string; values: readonly number[] }) {
  const { t, i18n } = useLingui();
  const min = Math.min(...values);
  const max = Math.max(...values);
  const last = values.at(-1) ?? 0;
  const span = max - min || 1;
  const points = values.map((v, i) => `${((i / Math.max(1, values.length - 1)) * W).toFixed(1)},${(H - ((v - min) / span) * (H - 4) - 2).toFixed(1)}`).join(' ');
  const summary = t`${name}: latest ${formatNumber(last, i18n.locale)}, lowest ${formatNumber(min, i18n.locale)}, highest ${formatNumber(max, i18n.locale)}`;
  return (
    <HStack gap="3">
      <Text fontSize="sm" fontFamily="mono" minW="24" truncate>
        {name}
      </Text>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} width={W} height={H} style={{ flexShrink: 0 }}>
        <polyline points={points} fill="none" stroke="var(--chakra-colors-brand-fg)" strokeWidth="1.5" />
      </svg>
      <Text fontSize="sm">{formatNumber(last, i18n.locale)}</Text>
    </HStack>
  );
}
