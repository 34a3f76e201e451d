/** The slow subscription records as the screen pages them. Pure. */
import type { GetSlowSubscriptionsParams, SlowSubscribersStatisticsRecord } from '../../generated/model';

/**
 * The broker answers with all its records (at most 1000, merged from every node) whatever `page`
 * and `limit` say: the screen asks for them all once and pages them itself, so the total is known.
 */
export const SLOW_SUBS_FETCH: GetSlowSubscriptionsParams = { page: 1, limit: 1000 };

export interface RankedRecord extends SlowSubscribersStatisticsRecord {
  /** 1 for the slowest. */
  rank: number;
}

/** The records slowest first, each with its rank (1 for the slowest). */
export function rankRecords(records: readonly SlowSubscribersStatisticsRecord[]): RankedRecord[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => (b.record.timespan ?? 0) - (a.record.timespan ?? 0) || a.index - b.index)
    .map(({ record }, i) => ({ ...record, rank: i + 1 }));
}

/** One page of rows already in order; a page past the end shows the last one. */
export function pageOf<Row>(rows: readonly Row[], page: number, limit: number): { page: number; rows: Row[] } {
  const last = Math.max(1, Math.ceil(rows.length / limit));
  const shown = Math.min(Math.max(1, page), last);
  return { page: shown, rows: rows.slice((shown - 1) * limit, shown * limit) };
}

