/** A failed dry run (`POST /message_transformations/dryrun` 400: `{msg, …context}`) in one sentence. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Context = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

function operationFailure(i18n: I18n, reason: Context): string {
  switch (reason.reason) {
    case 'var_unbound':
      return i18n._(msg`The message has no ${text(reason.var_name)}.`);
    case 'bad_qos_value':
      return i18n._(msg`QoS must be 0, 1 or 2; the expression gave ${text(reason.input)}.`);
    case 'bad_retain_value':
      return i18n._(msg`Retain must be true or false; the expression gave ${text(reason.input)}.`);
    case 'unknown_variform_function':
      return i18n._(msg`There is no function ${text(reason.function)} taking ${text(reason.arity)} arguments.`);
    default:
      return i18n._(msg`An operation failed: ${text(reason)}`);
  }
}

/** What went wrong, or undefined when the answer is no dry-run failure (then the HTTP layer has said it). */
export function dryRunFailure(i18n: I18n, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || typeof (body as Context).msg !== 'string') return undefined;
  const c = body as Context;
  const schema = text(c.schema_name);
  switch (c.msg) {
    case 'payload_decode_failed':
      return i18n._(msg`The payload could not be decoded as ${text(c.decoder)}: ${text(c.reason)}`);
    case 'payload_decode_schema_not_found':
    case 'payload_encode_schema_not_found':
      return i18n._(msg`The schema ${schema} is not in the schema registry.`);
    case 'payload_decode_schema_failure':
    case 'payload_decode_error':
      return i18n._(msg`The payload could not be decoded with the schema ${schema}: ${text(c.reason)}`);
    case 'payload_encode_schema_failure':
      return i18n._(msg`The payload could not be encoded with the schema ${schema}: ${text(c.reason)}`);
    case 'payload_encode_failed':
      return i18n._(msg`The payload could not be encoded as JSON: ${text(c.reason)}`);
    case 'transformation_eval_operation_failure':
      return operationFailure(i18n, typeof c.reason === 'object' && c.reason !== null ? (c.reason as Context) : { reason: c.reason });
    case 'transformation_eval_operation_exception': {
      const key = text((c.operation as Context | undefined)?.key);
      return i18n._(msg`The operation on ${key} failed: ${text(c.reason)}`);
    }
    default:
      return i18n._(msg`The transformation failed: ${text(c.msg)}`);
  }
}
