/**
 * The field a broker 400 names on a validation or transformation save, in the form's keys: the
 * broker's schema error says `"path":"root.operations.1.value"` (its lists count from 1), the form
 * says `operations.0.value`. Only fields the form shows are named; anything else stays the toast's.
 */
import { ApiError } from '../../../api/api-error';

const FORM_FIELDS = /^(name|topics|checks\.\d+\.(sql|schema|message_type)|operations\.\d+\.(key|value)|payload_(decoder|encoder)\.(schema|message_type))$/;

export function brokerProblem(error: unknown): { key: string; reason: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const text = error.message;
  const path = /"path"\s*:\s*"root\.([^"]+)"/.exec(text)?.[1];
  if (!path || !FORM_FIELDS.test(path)) return undefined;
  // The innermost reason: a bad expression nests the parser's words in a `reason` of its own.
  const reasons = [...text.matchAll(/"reason"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const reason = reasons.at(-1) ?? text;
  const key = path
    .replace(/^(checks|operations)\.(\d+)/, (_, list: string, n: string) => `${list}.${Number(n) - 1}`)
    .replace(/^payload_(decoder|encoder)/, '$1')
    .replace(/message_type$/, 'messageType');
  return { key, reason };
}
