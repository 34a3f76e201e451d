/**
 * What a trace writes each second for what it follows: a client's packets (publishes, their acks,
 * deliveries on its subscriptions, keep-alive pings) or a rule's results, in the broker's text
 * format (`2025-01-15T09:30:01.123000+00:00 [MQTT] client@10.0.0.1:51234 msg: …`) or one JSON
 * object a line. Everything is a pure function of the trace, the second and the source, so a file
 * written in one go or a second at a time holds the same bytes.
 */
import { hashUnit } from '../lib/prng';
import { splitShare } from '../lib/topic';
import type { Denial } from './authz-cache';
import type { RuleRecord } from './rules';
import type { ClientRecord, SubscriptionRecord } from './types';

export type TraceFormatter = 'text' | 'json';
export type PayloadEncode = 'text' | 'hex' | 'hidden';

/** How the lines are written: what the trace was created with. */
export interface LineFormat {
  formatter: TraceFormatter;
  payloadEncode: PayloadEncode;
  /** A topic trace logs the messages (publish_to), not the packets around them. */
  messagesOnly: boolean;
}

export type TraceSource =
  | { kind: 'client'; client: ClientRecord; topic: string; subscriptions: readonly SubscriptionRecord[]; denials: readonly Denial[] }
  | { kind: 'rule'; rule: RuleRecord };

interface Line {
  at: number;
  text: string;
}

/** A refused client asks again this often (a bridge's resubscribe loop): its cache entry comes back as often. */
export const DENIAL_RETRY_S = 30;
/** MQTT's "not authorized" in a SUBACK: 0x87 in v5, the generic failure 0x80 before. */
const notAuthorized = (c: ClientRecord) => (c.protoVer === 5 ? 135 : 128);

/** A client publishes at least this often in a trace, so a quiet device still shows something. */
const MIN_PUBLISH_RATE = 0.25;
const MAX_PUBLISHES_PER_SECOND = 3;

/** A stable number for a string: the per-source salt of its pseudo-random events. */
export function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash >>> 0;
}

/** `2025-01-15T09:30:01.123000+00:00`: the broker's RFC 3339 with microseconds. */
export function logTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}

const topicSafe = (text: string) => text.replace(/[/#+\s]+/g, '_');

/** The topic a seeded client publishes to, by its family (see seed/clients.ts). */
export function publishTopic(client: ClientRecord): string {
  const id = client.clientid;
  let m: RegExpExecArray | null;
  if ((m = /^sensor\/line-(\d+) #(\d+)$/.exec(id))) return `factory/line-${m[1]}/sensor-${m[2]}/telemetry`;
  if ((m = /^line-(\d+)-sensors$/.exec(client.username))) return `factory/line-${m[1]}/${topicSafe(id)}/telemetry`;
  if (id.startsWith('truck-')) return `fleet/${id}/position`;
  if ((m = /^gw_([a-z]+-[a-z]+)_(\d+)$/.exec(id))) return `gw/${m[1]}/${m[2]}/up`;
  if (id.startsWith('meter:')) return `meters/${id.slice('meter:'.length)}/reading`;
  if ((m = /^bridge-edge-(\d+)$/.exec(id))) return `edge/site-${Number(m[1])}/telemetry/bridge`;
  if (id.startsWith('app-')) return `users/${client.username}/events`;
  if (id.startsWith('mqttx_')) return `test/${client.username}`;
  return `clients/${topicSafe(id)}/state`;
}

/** A topic a message delivered on subscription `filter` may have had. */
function deliveredTopic(filter: string): string {
  return splitShare(filter)
    .filter.split('/')
    .map((level) => (level === '+' ? '1' : level === '#' ? 'update' : level))
    .join('/');
}

function encodePayload(payload: string, encode: PayloadEncode): string {
  if (encode === 'hidden') return '******';
  if (encode === 'hex') return Buffer.from(payload, 'utf8').toString('hex').toUpperCase();
  return payload;
}

const peer = (c: ClientRecord) => (c.ip.includes(':') ? `[${c.ip}]:${c.port}` : `${c.ip}:${c.port}`);

/** One log line in the trace's format. `fields` keep their order. */
function line(format: LineFormat, at: number, tag: string, who: Record<string, string>, msg: string, fields: [string, string][]): Line {
  if (format.formatter === 'json') {
    const entry: Record<string, string> = { time: logTime(at), level: 'debug', ...who, tag, msg, ...Object.fromEntries(fields) };
    return { at, text: `${JSON.stringify(entry)}\n` };
  }
  const subject = who.clientid !== undefined ? `${who.clientid}@${who.peername} ` : Object.entries(who).map(([k, v]) => `${k}: ${v}, `).join('');
  const rest = fields.map(([k, v]) => `, ${k}: ${v}`).join('');
  return { at, text: `${logTime(at)} [${tag}] ${subject}msg: ${msg}${rest}\n` };
}

function clientLines(format: LineFormat, source: Extract<TraceSource, { kind: 'client' }>, tick: number, base: number): Line[] {
  const c = source.client;
  const salt = stringHash(c.clientid);
  const who = { clientid: c.clientid, peername: peer(c) };
  const out: Line[] = [];
  const packet = (at: number, direction: 'received' | 'sent', text: string) => out.push(line(format, at, 'MQTT', who, `mqtt_packet_${direction}`, [['packet', text]]));

  const rate = Math.max(c.inRate, MIN_PUBLISH_RATE);
  const publishes = Math.min(MAX_PUBLISHES_PER_SECOND, Math.floor(rate) + (hashUnit(tick, salt) < rate % 1 ? 1 : 0));
  for (let j = 0; j < publishes; j++) {
    const seq = tick * MAX_PUBLISHES_PER_SECOND + j;
    const at = base + Math.floor(hashUnit(seq, salt + 1) * 990);
    const roll = hashUnit(seq, salt + 2);
    const qos = roll < c.qosMix[0] ? 0 : roll < c.qosMix[0] + c.qosMix[1] ? 1 : 2;
    const packetId = qos === 0 ? 'undefined' : String((seq % 65535) + 1);
    const payload = encodePayload(`{"seq":${seq},"value":${(18 + hashUnit(seq, salt + 3) * 12).toFixed(1)}}`, format.payloadEncode);
    if (!format.messagesOnly) packet(at, 'received', `PUBLISH(Q${qos}, R0, D0, Topic=${source.topic}, PacketId=${packetId}, Payload=${payload})`);
    out.push(line(format, at, 'PUBLISH', who, 'publish_to', [['topic', source.topic], ['payload', payload]]));
    if (!format.messagesOnly && qos > 0) packet(at + 1, 'sent', `${qos === 1 ? 'PUBACK' : 'PUBREC'}(Q0, R0, D0, PacketId=${packetId}, ReasonCode=0)`);
  }
  if (format.messagesOnly) return out;

  const subscriptions = source.subscriptions.filter((s) => !s.topic.startsWith('$SYS/'));
  if (subscriptions.length > 0 && hashUnit(tick, salt + 4) < Math.min(1, c.outRate)) {
    const sub = subscriptions[tick % subscriptions.length]!;
    const at = base + Math.floor(hashUnit(tick, salt + 5) * 990);
    const payload = encodePayload(`{"cmd":"sync","seq":${tick}}`, format.payloadEncode);
    packet(at, 'sent', `PUBLISH(Q${sub.qos}, R0, D0, Topic=${deliveredTopic(sub.topic)}, PacketId=${sub.qos === 0 ? 'undefined' : (tick % 65535) + 1}, Payload=${payload})`);
  }
  // Each refused subscription, as the client asks again: the packet, the chain's denial (which source), the SUBACK.
  if (tick % DENIAL_RETRY_S === salt % DENIAL_RETRY_S) {
    source.denials.forEach((denial, i) => {
      const at = base + 100 + i * 3;
      const packetId = ((tick + i) % 65535) + 1;
      packet(at, 'received', `SUBSCRIBE(Q1, R0, D0, PacketId=${packetId}, TopicFilters=[${denial.topic}(Q${denial.action.qos})])`);
      out.push(
        line(format, at + 1, 'AUTHZ', who, 'authorization_permission_denied', [
          ['username', c.username],
          ['topic', denial.topic],
          ['action', `SUBSCRIBE(Q${denial.action.qos})`],
          ['source', denial.source ?? 'no_match'],
        ]),
      );
      packet(at + 2, 'sent', `SUBACK(Q0, R0, D0, PacketId=${packetId}, ReasonCodes=[${notAuthorized(c)}])`);
    });
  }
  if (tick % c.keepalive === salt % c.keepalive) {
    const at = base + Math.floor(hashUnit(tick, salt + 6) * 990);
    packet(at, 'received', 'PINGREQ(Q0, R0, D0)');
    packet(at + 1, 'sent', 'PINGRESP(Q0, R0, D0)');
  }
  return out;
}

function ruleLines(format: LineFormat, rule: RuleRecord, node: string, tick: number, base: number): Line[] {
  const salt = stringHash(`${rule.id}@${node}`);
  if (!rule.enable || hashUnit(tick, salt) >= 0.5) return [];
  const at = base + Math.floor(hashUnit(tick, salt + 1) * 990);
  const who = { rule_id: rule.id };
  const trigger = rule.from[0] ?? 't/#';
  const action = rule.actions.map((a) => (typeof a === 'string' ? a : typeof a === 'object' && a !== null && !Array.isArray(a) && typeof a.function === 'string' ? a.function : undefined)).find(Boolean) ?? 'console';
  return [
    line(format, at, 'RULE', who, 'rule_sql_yielded_result', [['trigger', trigger], ['result', `{"seq":${tick}}`]]),
    line(format, at + 1, 'ACTION', who, 'action_success', [['action', action]]),
  ];
}

/** What one node writes in second `tick` of the trace (starting at `startAt`), in time order. */
export function linesAt(format: LineFormat, sources: readonly TraceSource[], node: string, startAt: number, tick: number): string {
  const base = startAt + tick * 1000;
  const lines = sources.flatMap((source) => (source.kind === 'client' ? clientLines(format, source, tick, base) : ruleLines(format, source.rule, node, tick, base)));
  return lines
    .sort((a, b) => a.at - b.at)
    .map((l) => l.text)
    .join('');
}
