/**
 * What a message delivered to a client looks like: a concrete topic its subscription matches, the
 * service that plausibly published it, and a payload typical of the topic (telemetry, a command, a
 * `$SYS` counter…), now and then a large one. Pure: the same client, subscription and sequence
 * number give the same message.
 */
import { splitShare } from '../lib/topic';
import type { SubscriptionRecord } from './types';

export interface MessageContent {
  topic: string;
  fromClientid: string;
  fromUsername: string;
  payload: string;
}

/** What a `+` level is filled with, by the level before it. */
const PLUS_WORDS: Record<string, readonly string[]> = {
  legacy: ['plc-7', 'pump-2', 'valve-12', 'boiler-1'],
  default: ['dev-07', 'unit-3', 'a1', 'zone-2'],
};

/** What a `#` level is filled with, by the level before it. */
const HASH_WORDS: Record<string, readonly string[]> = {
  cmd: ['reboot', 'calibrate', 'set_interval', 'firmware/update', 'led/blink'],
  telemetry: ['plc-04/temperature', 'plc-11/pressure', 'meter-2/power', 'conveyor/speed'],
  stats: ['connections/count', 'connections/max', 'sessions/count', 'topics/count', 'subscriptions/count', 'retained/count'],
  metrics: ['messages/received', 'messages/sent', 'messages/dropped', 'bytes/received', 'bytes/sent', 'packets/publish/received'],
  down: ['dev-17/config', 'dev-03/ota', 'dev-42/reset'],
  jobs: ['route-1042', 'pickup/hamburg', 'pickup/berlin', 'cancel/route-0977'],
  news: ['sports', 'weather/berlin', 'markets', 'traffic/a7'],
  test: ['hello', 'a/b', 'ping', 'json'],
  default: ['update', 'state', 'event'],
};

function concreteTopic(filter: string, node: string, roll: (k: number) => number): string {
  const levels = splitShare(filter).filter.split('/');
  return levels
    .map((level, i) => {
      const before = levels[i - 1] ?? '';
      if (level === '+') return before === 'brokers' ? node : pick(PLUS_WORDS[before] ?? PLUS_WORDS.default!, roll(10 + i));
      if (level === '#') return pick(HASH_WORDS[before] ?? HASH_WORDS.default!, roll(10 + i));
      return level;
    })
    .join('/');
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)]!;

const round1 = (n: number) => Math.round(n * 10) / 10;

interface Source {
  from: string;
  username: string;
  /** The small payload. */
  body(seq: number, roll: (k: number) => number, at: number): unknown;
  /** A large field to add when the message is a large one, or undefined to send a batch of `body`s. */
  bulk?: string;
}

const command = (from: string, username: string, broadcast: boolean): Source => ({
  from,
  username,
  body: (seq, roll, at) =>
    broadcast
      ? { notice: pick(['Shift change at 14:00', 'Maintenance window at 22:00', 'New recipe v12 in effect'], roll(1)), seq }
      : { cmd: pick(['set_interval', 'calibrate', 'reboot', 'read_config'], roll(1)), id: `c-${10_000 + (seq % 90_000)}`, interval_s: pick([10, 30, 60], roll(2)), issued_at: at },
  bulk: 'recipe',
});

const telemetry = (topic: string): Source => {
  const site = /site-(\d+)/.exec(topic)?.[1];
  const line = /line-(\d+)/.exec(topic)?.[1];
  return {
    from: site ? `edge-agent-site-${site}` : `plc-gw-line-${line ?? 1}`,
    username: site ? 'edge-agents' : 'plc-gateways',
    body: (seq, roll) => ({ ...(site ? { site: Number(site) } : { line: Number(line ?? 1) }), temp: round1(18 + roll(1) * 12), hum: round1(35 + roll(2) * 25), seq }),
  };
};

/** The publisher and payload kind of a concrete topic, first match wins. */
const SOURCES: readonly [RegExp, (topic: string, m: RegExpExecArray) => Source][] = [
  [/^\$SYS\/brokers\/[^/]+\/(stats|metrics)\//, (_t, m) => ({ from: 'emqx_sys', username: '', body: (_s, roll) => Math.floor((m[1] === 'stats' ? 200 : 90_000) + roll(1) * (m[1] === 'stats' ? 3000 : 5_000_000)) })],
  [/telemetry/, (topic) => telemetry(topic)],
  [/^factory\/[^/]+\/(cmd|broadcast)/, (_t, m) => command('mes-dispatcher', 'mes', m[1] === 'broadcast')],
  [/^fleet\/.+\/commands$/, () => ({ from: 'dispatch-svc-1', username: 'dispatch', body: (seq, roll) => ({ cmd: pick(['report_position', 'lock_cargo', 'set_route'], roll(1)), id: `d-${seq}` }), bulk: 'route_geojson' })],
  [/^fleet\/jobs\//, () => ({ from: 'dispatch-svc-2', username: 'dispatch', body: (seq, roll, at) => ({ job: `J-${10_000 + (seq % 90_000)}`, pickup: pick(['Depot 4', 'Hamburg Hbf', 'Port of Bremen', 'Berlin Westhafen'], roll(1)), due: at + 3_600_000 }), bulk: 'manifest' })],
  [/^gw\/([^/]+)\/[^/]+\/down\//, (_t, m) => ({ from: `provisioning-${m[1]}`, username: 'provisioning', body: (seq, roll) => ({ op: pick(['config', 'ota', 'reset'], roll(1)), rev: 100 + (seq % 900) }), bulk: 'image' })],
  [/^gw\/[^/]+\/config$/, () => ({ from: 'provisioning-svc', username: 'provisioning', body: (seq, roll) => ({ interval_s: pick([15, 30, 60], roll(1)), log_level: pick(['info', 'warning', 'debug'], roll(2)), rev: seq }), bulk: 'certificates' })],
  [/^users\/.+\/notifications$/, () => ({ from: 'notify-worker-3', username: 'notifier', body: (seq, roll, at) => ({ title: pick(['Parcel delivered', 'Your ride is here', 'Battery low', 'New message'], roll(1)), id: seq, ts: at }), bulk: 'thumbnail' })],
  [/^news\/(.+)$/, (_t, m) => ({ from: 'newsroom-feed', username: 'news', body: (seq, roll) => ({ section: m[1], headline: pick(['Local team wins the derby', 'Storm warning for the coast', 'Markets close higher'], roll(1)), id: seq }), bulk: 'article_html' })],
  [/^meters\/.+\/tariff$/, () => ({ from: 'tariff-engine', username: 'billing', body: (_s, roll) => ({ tariff: pick(['T1', 'T2', 'NIGHT'], roll(1)), ct_per_kwh: round1(25 + roll(2) * 15), valid_from: '2025-02-01T00:00:00Z' }) })],
  [/^legacy\/([^/]+)\/state$/, (_t, m) => ({ from: `legacy-${m[1]}`, username: 'legacy', body: (_s, roll) => ({ state: pick(['running', 'idle', 'fault'], roll(1)), rpm: Math.floor(roll(2) * 1800) }) })],
  [/^(fleet|users|meters)\/\d+\/(cmd|broadcast)$/, (_t, m) => command(`${m[1]}-backend`, 'backend', m[2] === 'broadcast')],
  [/^(test|t)\//, () => ({ from: 'mqttx_3f9a1c07', username: 'dev-bob', body: (seq) => ({ msg: 'hello', n: seq }), bulk: 'blob' })],
];

const fallback = (): Source => ({ from: 'backend-svc', username: 'backend', body: (seq, roll) => ({ seq, value: round1(roll(1) * 100) }), bulk: 'blob' });

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** `length` Base64 characters that look like data (an image, a firmware chunk). */
function blob(length: number, seed: number): string {
  const chunks: string[] = [];
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 64) {
    let chunk = '';
    for (let k = 0; k < 64 && i + k < length; k++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      chunk += BASE64[(x >>> 0) % 64];
    }
    chunks.push(chunk);
  }
  return chunks.join('');
}

/** A large payload of about `size` bytes: a batch of readings, or the small document with a bulky field. */
function large(source: Source, seq: number, roll: (k: number) => number, at: number, size: number): string {
  const first = source.body(seq, roll, at);
  if (source.bulk === undefined && typeof first === 'object') {
    const readings: unknown[] = [];
    let length = 0;
    for (let k = 0; length < size; k++) {
      const reading = { ts: at - (k + 1) * 1000, ...(source.body(seq - k, (n) => roll(100 + k * 8 + n), at) as object) };
      readings.push(reading);
      length += JSON.stringify(reading).length + 1;
    }
    return JSON.stringify({ batch: readings.reverse() });
  }
  const base = typeof first === 'object' ? first : { value: first };
  return JSON.stringify({ ...base, [source.bulk ?? 'blob']: blob(size, seq * 7919 + 1) });
}

/**
 * Message `seq` on subscription `sub` of a client on `node`; `roll(k)` is the message's k-th stable
 * random number, `at` its publish time, and `bytes` a size when it is one of the large ones.
 */
export function messageContent(sub: SubscriptionRecord, node: string, seq: number, roll: (k: number) => number, at: number, bytes?: number): MessageContent {
  const topic = concreteTopic(sub.topic, node, roll);
  let source = fallback();
  for (const [pattern, make] of SOURCES) {
    const m = pattern.exec(topic);
    if (m) {
      source = make(topic, m);
      break;
    }
  }
  const body = source.body(seq, roll, at);
  // $SYS counters are plain numbers: they stay small.
  const payload = bytes !== undefined && typeof body === 'object' ? large(source, seq, roll, at, bytes) : typeof body === 'object' ? JSON.stringify(body) : String(body);
  return { topic, fromClientid: source.from, fromUsername: source.username, payload };
}
