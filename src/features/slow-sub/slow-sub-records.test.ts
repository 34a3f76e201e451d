import { pageOf, rankRecords, type RankedRecord } from './slow-sub-records';
import type { SlowSubscribersStatisticsRecord } from '../../generated/model';

const pageOfRecords = (records: SlowSubscribersStatisticsRecord[], page: number, limit: number): { page: number; rows: RankedRecord[] } => pageOf(rankRecords(records), page, limit);

const record = (clientid: string, timespan?: number) => ({ clientid, topic: 't', node: 'n', timespan, last_update_time: 0 });

describe('rankRecords and pageOf', () => {
  it('ranks slowest first, keeping the broker’s order between equals', () => {
    const ranked = pageOfRecords([record('a', 600), record('b', 900), record('c', 600), record('d')], 1, 10).rows;
    expect(ranked.map((r) => [r.clientid, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('pages, and shows the last page for a page past the end', () => {
    const many = Array.from({ length: 25 }, (_, i) => record(`c${i}`, 1000 - i));
    expect(pageOfRecords(many, 2, 10).rows.map((r) => r.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const past = pageOfRecords(many, 9, 10);
    expect(past.page).toBe(3);
    expect(past.rows.map((r) => r.rank)).toEqual([21, 22, 23, 24, 25]);
    expect(pageOfRecords([], 3, 10)).toEqual({ page: 1, rows: [] });
  });
});
