/**
 * The create form of a log trace: what is typed, the checks as it is typed (the spec's name rule,
 * the condition its type needs, 'start time or end time is required', an end after the start and
 * after now) and the `POST /trace` body. The 5.8.1 contract has no packet-type filter, so the
 * form has none.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromLocalInput, toLocalInput } from '../../components/expiry/expiry';
import type { PostTraceBody } from '../../generated/model';
import { isIpAddress } from '../blacklist/ban-rules';
import { topicFilterError } from '../../domain/topic-filter';
import type { TraceType } from './trace-model';

export type PayloadEncode = NonNullable<PostTraceBody['payload_encode']>;
export type TraceFormatter = 'text' | 'json';

export const PAYLOAD_ENCODES: readonly PayloadEncode[] = ['text', 'hex', 'hidden'];
export const PAYLOAD_ENCODE_LABELS: Record<PayloadEncode, MessageDescriptor> = {
  text: msg`Text`,
  hex: msg`Hex`,
  hidden: msg`Hidden`,
};
export const FORMATTERS: readonly TraceFormatter[] = ['text', 'json'];
export const FORMATTER_LABELS: Record<TraceFormatter, MessageDescriptor> = {
  text: msg`Text`,
  json: msg`JSON`,
};

export interface TraceDraft {
  name: string;
  type: TraceType;
  /** The client ID, topic filter, IP address or rule ID, whichever the type asks for. */
  condition: string;
  /** `datetime-local` values, in the browser's zone. */
  startAt: string;
  endAt: string;
  payloadEncode: PayloadEncode;
  formatter: TraceFormatter;
}

export type TraceField = 'name' | 'condition' | 'startAt' | 'endAt';
export type TraceErrors = Partial<Record<TraceField, MessageDescriptor>>;

/** How long a new trace runs unless the user says otherwise. */
export const DEFAULT_TRACE_MINUTES = 30;

/** The spec's name rule (docs/product-spec.md §5), as the broker checks it. */
export const TRACE_NAME_RULE = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** How long tracing one client from its page runs: long enough to reconnect and try again. */
export const CLIENT_TRACE_MINUTES = 10;

/** A trace of one client from now: its name from the client ID and the time, as the name rule allows. */
export function clientTraceDraft(clientId: string, now: number): Partial<TraceDraft> {
  const date = new Date(now);
  const stamp = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}_${String(date.getHours()).padStart(2, '0')}${String(date.getMinutes()).padStart(2, '0')}`;
  const word = clientId.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  return {
    name: `client_${word ? `${word}_` : ''}${stamp}`,
    type: 'clientid',
    condition: clientId,
    startAt: toLocalInput(date),
    endAt: toLocalInput(new Date(now + CLIENT_TRACE_MINUTES * 60_000)),
  };
}

export function emptyTraceDraft(now: number): TraceDraft {
  return {
    name: '',
    type: 'clientid',
    condition: '',
    startAt: toLocalInput(new Date(now)),
    endAt: toLocalInput(new Date(now + DEFAULT_TRACE_MINUTES * 60_000)),
    payloadEncode: 'text',
    formatter: 'text',
  };
}

const CONDITION_REQUIRED: Record<TraceType, MessageDescriptor> = {
  clientid: msg`Client ID is required`,
  topic: msg`Topic is required`,
  ip_address: msg`IP address is required`,
  ruleid: msg`Rule ID is required`,
};

function conditionError(type: TraceType, value: string): MessageDescriptor | undefined {
  if (!value) return CONDITION_REQUIRED[type];
  if (type === 'topic') return topicFilterError(value);
  if (type === 'ip_address' && !isIpAddress(value)) return msg`Enter an IPv4 or IPv6 address`;
  return undefined;
}

/**
 * Why the draft cannot be sent, by field. A start in the past is fine (the broker starts the trace
 * now); the end must be after the start and after `now`.
 */
export function validateTrace(draft: TraceDraft, now: number): TraceErrors {
  const errors: TraceErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = msg`Name is required`;
  else if (!TRACE_NAME_RULE.test(name)) errors.name = msg`Start with a letter; use only letters, digits, underscores and '-'`;
  const condition = conditionError(draft.type, draft.condition.trim());
  if (condition) errors.condition = condition;

  const start = fromLocalInput(draft.startAt);
  const end = fromLocalInput(draft.endAt);
  if (!draft.startAt) errors.startAt = msg`start time or end time is required`;
  else if (!start) errors.startAt = msg`Enter a date and time`;
  if (!draft.endAt) errors.endAt = msg`start time or end time is required`;
  else if (!end) errors.endAt = msg`Enter a date and time`;
  else if (start && end.getTime() <= start.getTime()) errors.endAt = msg`The end time must be after the start time`;
  else if (end.getTime() <= now) errors.endAt = msg`The end time has already passed`;
  return errors;
}

/** The `POST /trace` body: the condition under its type's key, times as RFC 3339 (UTC). */
export function traceBody(draft: TraceDraft): PostTraceBody {
  const start = fromLocalInput(draft.startAt);
  const end = fromLocalInput(draft.endAt);
  if (!start || !end) throw new Error('Check the draft with validateTrace first');
  return {
    name: draft.name.trim(),
    type: draft.type,
    [draft.type]: draft.condition.trim(),
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    payload_encode: draft.payloadEncode,
    formatter: draft.formatter,
  };
}
