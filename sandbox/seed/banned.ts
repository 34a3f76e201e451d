/** A blacklist as operators leave it: a few bans for good, some for a while, one about to lapse. */
import type { BanRecord } from '../model/banned';

const MINUTE = 60_000;
const DAY = 86_400_000;

export function seedBanned(startedAt: number): BanRecord[] {
  const ban = (as: BanRecord['as'], who: string, reason: string, agoMs: number, forMs: number | 'infinity'): BanRecord => ({
    as,
    who,
    by: 'mgmt_api',
    reason,
    at: startedAt - agoMs,
    until: forMs === 'infinity' ? 'infinity' : startedAt + forMs,
  });
  return [
    ban('clientid', 'sensor/line-9 #3', 'Publishes malformed telemetry in a loop', 2 * DAY, 5 * DAY),
    ban('username', 'guest', 'Shared account disabled', 30 * DAY, 'infinity'),
    ban('peerhost', '203.0.113.45', 'Brute-force login attempts', 3 * 60 * MINUTE, 21 * 60 * MINUTE),
    ban('peerhost_net', '198.51.100.0/24', 'Scanner network', 10 * DAY, 'infinity'),
    ban('clientid_re', '^test-.*', 'Test clients are not allowed in production', 7 * DAY, 30 * DAY),
    ban('username_re', '^tmp_', 'Temporary accounts', DAY, 2 * DAY),
    // Lapses a quarter of an hour after the sandbox starts: the list drops it then, as the broker does.
    ban('clientid', 'flaky-gateway-07', 'Reconnecting every second', 45 * MINUTE, 15 * MINUTE),
  ];
}
