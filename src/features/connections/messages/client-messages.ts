/**
 * The messages waiting for a client (`/clients/{id}/mqueue_messages`, `…/inflight_messages`), as the
 * panel pages them. Pure.
 *
 * The broker pages by position and caps the payload bytes of one answer (`max_payload_bytes`): past the
 * cap it leaves messages out silently, yet its `meta.position` points past them, so following it would
 * skip them for good. The next page therefore starts after the last message shown, whose position the
 * broker spells `<inserted_at>_<priority>` (queue) or `<inserted_at>` (in flight).
 */
import type { EmqxMgmtApiClientsMessage, EmqxMgmtApiClientsMqueueMessage, PublicContinuationMeta } from '../../../generated/model';

export type MessageKind = 'queued' | 'inflight';

export type ClientMessage = EmqxMgmtApiClientsMessage & Pick<EmqxMgmtApiClientsMqueueMessage, 'mqueue_priority'>;

/** Messages per page, and the payload bytes one page may carry (Base64, as asked for). */
export const MESSAGES_PAGE = 20;
export const PAGE_PAYLOAD_BYTES = '512KB';

export function positionOf(kind: MessageKind, message: ClientMessage): string | undefined {
  if (message.inserted_at === undefined) return undefined;
  return kind === 'queued' ? `${message.inserted_at}_${message.mqueue_priority ?? 0}` : message.inserted_at;
}

export interface MessagePage {
  rows: ClientMessage[];
  /** Where the next page starts; undefined on the last page. */
  next?: string;
  /** The broker left messages out of this answer for their size: they open the next page. */
  cut: boolean;
}

export function pageOf(kind: MessageKind, answer: { data?: ClientMessage[]; meta?: PublicContinuationMeta } | undefined, limit: number): MessagePage | undefined {
  if (!answer) return undefined;
  const rows = answer.data ?? [];
  const last = rows.at(-1);
  const lastPosition = last ? positionOf(kind, last) : undefined;
  const reached = answer.meta?.position;
  const cut = lastPosition !== undefined && typeof reached === 'string' && reached !== 'none' && reached !== lastPosition;
  const more = cut || rows.length >= limit;
  return { rows, cut, next: more ? lastPosition : undefined };
}

/** The nanosecond time of insertion as milliseconds. */
export function insertedAtMs(message: ClientMessage): number | undefined {
  const ns = message.inserted_at;
  if (!ns || !/^\d+$/.test(ns)) return undefined;
  return Number(BigInt(ns) / 1_000_000n);
}

/** The share of a limit in use, when both are numbers: 0.95 for 950 of 1000. */
export function fill(count: number | undefined, max: number | string | undefined): number | undefined {
  if (count === undefined || typeof max !== 'number' || max <= 0) return undefined;
  return count / max;
}
