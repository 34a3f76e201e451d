import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useGetMetrics } from '../../generated/endpoints/metrics/metrics';
import { keepReading, readingOf, type DropReading } from './drop-samples';

const REFRESH_MS = 5_000;

/** The nodes' drop counters, read every five seconds while the screen is shown; the readings since it opened. */
export function useDropReadings() {
  const metrics = useGetMetrics({ aggregate: false }, { query: { refetchInterval: pollEvery(REFRESH_MS) }, request: { background: true } });
  const [readings, setReadings] = useState<{ at: number; list: DropReading[] }>({ at: 0, list: [] });
  // A new answer joins the readings as it is rendered, not an effect later.
  if (metrics.dataUpdatedAt !== readings.at && Array.isArray(metrics.data)) {
    setReadings({ at: metrics.dataUpdatedAt, list: keepReading(readings.list, readingOf(metrics.dataUpdatedAt, metrics.data as Record<string, unknown>[])) });
  }
  return { readings: readings.list, query: metrics };
}
