/**
 * How emqx_delayed (v5.8.1) names and shows a held message, for handlers/delayed.ts.
 *
 * The broker keys a message by `{ExpectTimeStamp, Guid}` and the API prints the GUID as 32
 * upper-case hex digits (emqx_guid:to_hexstr/1); the sandbox's records carry a number, so the
 * GUID is drawn from the publish time and that number, the way a real GUID starts with its
 * creation time. emqx_guid:from_hexstr/1 takes exactly 32 hex digits of either case.
 */
import { rfc3339 } from '../lib/time';
import { expectedAt, type DelayedRecord } from '../seed/delayed';

/** emqx_delayed_api's ?MAX_PAYLOAD_LENGTH: a longer payload is shown as PAYLOAD_TOO_LARGE. */
const MAX_PAYLOAD_LENGTH = 2048;

const hex16 = (n: number): string => Math.max(0, Math.trunc(n)).toString(16).toUpperCase().padStart(16, '0');

/** The message's GUID as the API writes it: 32 upper-case hex digits. */
export const guidOf = (m: DelayedRecord): string => hex16(m.publishAt * 1000) + hex16(m.msgid);

/** emqx_guid:from_hexstr/1 accepts it (32 hex digits of either case). */
export const isGuid = (id: string): boolean => /^[0-9A-Fa-f]{32}$/.test(id);

/**
 * The decoded GUID printed with `~s`, as delete's 404 message does (it prints the binary id, not
 * the hex): each byte as the Latin-1 character of that code.
 */
export function guidBytesText(id: string): string {
  let out = '';
  for (let i = 0; i < id.length; i += 2) out += String.fromCharCode(parseInt(id.slice(i, i + 2), 16));
  return out;
}

/** emqx_delayed:format_delayed/3: the row the list shows (no payload) and the detail (payload). */
export function formatDelayed(m: DelayedRecord, now: number, withPayload: boolean) {
  const row = {
    msgid: guidOf(m),
    node: m.node,
    publish_at: rfc3339(m.publishAt),
    delayed_interval: m.interval,
    // (ExpectTimeStamp - now) div 1000: truncated, not rounded up.
    delayed_remaining: Math.max(0, Math.trunc((expectedAt(m) - now) / 1000)),
    expected_at: rfc3339(expectedAt(m)),
    topic: m.topic,
    qos: m.qos,
    from_clientid: m.fromClientid,
    from_username: m.fromUsername,
  };
  if (!withPayload) return row;
  // emqx_delayed_api:delayed_message(get, …): base64, or a marker past 2048 bytes.
  const tooLarge = atob(m.payload).length > MAX_PAYLOAD_LENGTH;
  return { ...row, payload: tooLarge ? 'PAYLOAD_TOO_LARGE' : m.payload };
}
