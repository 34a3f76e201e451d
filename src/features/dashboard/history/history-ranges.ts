/**
 * The spans of monitor history the overview and node detail offer. Apart from the series code, because
 * the overview's route reads its range from the URL: the start-up loads this, not the charts' maths.
 */
import { msg } from '@lingui/core/macro';

export const HISTORY_RANGES = [
  { id: '1h', seconds: 3_600, label: msg`Last hour` },
  { id: '6h', seconds: 6 * 3_600, label: msg`Last 6 hours` },
  { id: '12h', seconds: 12 * 3_600, label: msg`Last 12 hours` },
  { id: '1d', seconds: 86_400, label: msg`Last day` },
  { id: '3d', seconds: 3 * 86_400, label: msg`Last 3 days` },
  { id: '7d', seconds: 7 * 86_400, label: msg`Last 7 days` },
] as const;

export type HistoryRangeId = (typeof HISTORY_RANGES)[number]['id'];

export const HISTORY_RANGE_IDS = HISTORY_RANGES.map((r) => r.id) as [HistoryRangeId, ...HistoryRangeId[]];
