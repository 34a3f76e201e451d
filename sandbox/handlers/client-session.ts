/**
 * What a client's connection holds: its queued and in-flight messages (`/clients/{clientid}/mqueue_messages`,
 * `…/inflight_messages`, paged by position as emqx_mgmt_api_clients pages them) and its authorization
 * cache (`…/authorization/cache`).
 */
import { http, type HttpHandler } from 'msw';
import { textToBase64 } from '../lib/base64';
import { badRequest, json, noContent } from '../lib/respond';
import { authzCacheOf, clearAuthzCache } from '../model/authz-cache';
import { heldMessages, queryHeld, type HeldMessage, type QueueKind, type QueuePosition } from '../model/client-queues';
import { findClient } from '../model/client-store';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { clientNotFound } from './clients';

type PayloadFormat = 'base64' | 'plain' | 'none';

const INTEGER = /^[+-]?\d+$/;

const positionLimitInvalid = () => badRequest('position_limit_invalid', 'INVALID_PARAMETER');

/** decode_mqueue_pos/1 (`<inserted_at>_<priority>`) and decode_msg_pos/1 (`<inserted_at>`); undefined where they fail. */
function readPosition(raw: string | null, kind: QueueKind): QueuePosition | 'none' | undefined {
  if (raw === null || raw === 'none') return 'none';
  if (kind === 'inflight') return INTEGER.test(raw) ? { insertedAt: BigInt(raw) } : undefined;
  const cut = raw.indexOf('_');
  const [at, priority] = cut < 0 ? [raw, undefined] : [raw.slice(0, cut), raw.slice(cut + 1)];
  if (!INTEGER.test(at) || priority === undefined) return undefined;
  if (priority === 'infinity') return { insertedAt: BigInt(at), priority };
  return INTEGER.test(priority) ? { insertedAt: BigInt(at), priority: BigInt(priority) } : undefined;
}

const writePosition = (p: QueuePosition | 'none'): string => (p === 'none' ? 'none' : p.priority === undefined ? String(p.insertedAt) : `${p.insertedAt}_${p.priority}`);

function readLimit(raw: string | null): number | undefined {
  if (raw === null) return 100;
  const n = Number(raw);
  return INTEGER.test(raw) && n >= 1 && n <= 10_000 ? n : undefined;
}

const UNITS: Record<string, number> = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** emqx_schema:to_bytesize/1 (hocon's `12KB`, matched at the end only, or a bare integer), then "higher than 0". */
function readMaxBytes(raw: string | null): number | Response {
  if (raw === null) return UNITS.mb!;
  const unit = /([0-9]+)(kb|KB|mb|MB|gb|GB)$/.exec(raw);
  const bytes = unit ? Number(unit[1]) * UNITS[unit[2]!.toLowerCase()]! : INTEGER.test(raw) ? Number(raw) : undefined;
  if (bytes === undefined) return badRequest(JSON.stringify({ kind: 'validation_error', path: 'max_payload_bytes', reason: 'Unable to convert to bytesize', value: raw }));
  if (bytes <= 0) return badRequest(JSON.stringify({ kind: 'validation_error', path: 'max_payload_bytes', reason: 'must be higher than 0', value: bytes }));
  return bytes;
}

/** format_msg/3: the message and the size its payload counts for against `max_payload_bytes`. */
function formatMessage(kind: QueueKind, m: HeldMessage, format: PayloadFormat): { row: Record<string, unknown>; size: number } {
  const row: Record<string, unknown> = { msgid: m.msgid, topic: m.topic, qos: m.qos, publish_at: m.publishAt, from_clientid: m.fromClientid, from_username: m.fromUsername };
  let size = 0;
  if (format === 'base64') {
    row.payload = textToBase64(m.payload);
    size = (row.payload as string).length;
  } else if (format === 'plain') {
    row.payload = m.payload;
    size = new TextEncoder().encode(m.payload).length;
  }
  row.inserted_at = String(m.insertedAt);
  if (kind === 'mqueue') row.mqueue_priority = m.priority;
  return { row, size };
}

/**
 * format_msgs/4: messages while their payloads add up to at most `maxBytes`, the first one always,
 * the rest silently left out. `meta.position` still names the last message the query took.
 */
function withinBytes(rows: { row: Record<string, unknown>; size: number }[], maxBytes: number): Record<string, unknown>[] {
  const [first, ...rest] = rows;
  if (!first) return [];
  const out = [first.row];
  let total = first.size;
  for (const r of rest) {
    if (total + r.size > maxBytes) break;
    total += r.size;
    out.push(r.row);
  }
  return out;
}

export function clientSessionHandlers(state: SandboxState): HttpHandler[] {
  const messages = (kind: QueueKind) =>
    http.get(`${API}/clients/:clientid/${kind === 'mqueue' ? 'mqueue_messages' : 'inflight_messages'}`, ({ params, request }) => {
      const q = new URL(request.url).searchParams;
      // The query string's schema is checked first (a bad byte size is a 400 before anything else).
      const maxBytes = readMaxBytes(q.get('max_payload_bytes'));
      if (maxBytes instanceof Response) return maxBytes;
      const position = readPosition(q.get('position'), kind);
      const limit = readLimit(q.get('limit'));
      if (position === undefined || limit === undefined) return positionLimitInvalid();
      const client = findClient(state, param(params.clientid));
      if (!client) return clientNotFound();
      const format = (q.get('payload') ?? 'base64') as PayloadFormat;
      const page = queryHeld(heldMessages(state, client, kind), kind, position, limit);
      const data = withinBytes(
        page.taken.map((m) => formatMessage(kind, m, format)),
        maxBytes,
      );
      return json({ data, meta: { start: writePosition(page.start), position: writePosition(page.position) } });
    });

  return [
    messages('mqueue'),
    messages('inflight'),

    http.get(`${API}/clients/:clientid/authorization/cache`, ({ params }) => {
      const client = findClient(state, param(params.clientid));
      return client ? json(authzCacheOf(state, client)) : clientNotFound();
    }),

    http.delete(`${API}/clients/:clientid/authorization/cache`, ({ params }) => {
      const client = findClient(state, param(params.clientid));
      if (!client) return clientNotFound();
      clearAuthzCache(state, client.clientid);
      return noContent();
    }),
  ];
}
