import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface MetricGroup {
  id: string;
  title: MessageDescriptor;
  /** A metric belongs to the first group whose test accepts its key. */
  test: (key: string) => boolean;
}

/** The broker's counters, grouped the way operators look for them. */
export const METRIC_GROUPS: MetricGroup[] = [
  { id: 'connections', title: msg`Connections`, test: (k) => /^client\.(connect|connack|connected|disconnected)$/.test(k) },
  { id: 'sessions', title: msg`Sessions`, test: (k) => k.startsWith('session.') },
  { id: 'access', title: msg`Authentication and authorization`, test: (k) => /^(authentication|authorization)\.|^client\.(authenticate|authorize|auth\.)/.test(k) },
  { id: 'bytes', title: msg`Bytes`, test: (k) => k.startsWith('bytes.') },
  { id: 'packets', title: msg`Packets`, test: (k) => k.startsWith('packets.') },
  { id: 'messages', title: msg`Messages`, test: (k) => k.startsWith('messages.') },
  { id: 'delivery', title: msg`Delivery`, test: (k) => k.startsWith('delivery.') },
  { id: 'other', title: msg`Other`, test: () => true },
];

export function groupMetrics(metrics: Record<string, unknown>): { group: MetricGroup; entries: [string, number][] }[] {
  const numeric = Object.entries(metrics).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return METRIC_GROUPS.map((group) => ({
    group,
    entries: numeric.filter(([key]) => METRIC_GROUPS.find((g) => g.test(key)) === group).sort(([a], [b]) => a.localeCompare(b)),
  })).filter(({ entries }) => entries.length > 0);
}
