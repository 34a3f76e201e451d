/**
 * A validation's checks tried on a sample message in the browser, as the broker runs them: a JSON
 * Schema check with a JSON Schema validator, a SQL condition with the broker's rule test (FROM the
 * sample's topic), Avro and Protobuf left to the broker (the console has no codec for their payloads).
 * The verdict follows the strategy: all checks pass, or at least one.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface TriedCheck {
  /** How the check reads in the list ("json: sensor_reading"). */
  line: string;
  outcome: 'passed' | 'failed' | 'unknown';
  /** Why it failed, or why it could not be tried: the validator's or the broker's words, or ours. */
  reason?: MessageDescriptor | string;
}

export interface CheckToTry {
  type?: string;
  schema?: string;
  sql?: string;
  message_type?: string;
}

export interface TryEnvironment {
  /** A registry schema's source by name, or undefined when the registry has none. */
  schemaSource: (name: string) => string | undefined;
  /** Errors of `data` against the JSON schema, worded (none when it conforms), or why the schema cannot be used here. */
  jsonSchemaErrors: (schema: object, data: unknown) => Promise<{ errors: string[] } | { unusable: string }>;
  /** The SQL condition on the sample: true when the broker's rule test matches, false when not, or a refusal's text. */
  sqlMatches: (sql: string) => Promise<boolean | string>;
  /** Viewers may not send the rule test (a POST). */
  canPost: boolean;
}

export async function tryCheck(check: CheckToTry, line: string, payload: string, env: TryEnvironment): Promise<TriedCheck> {
  switch (check.type) {
    case 'json': {
      const source = env.schemaSource(check.schema ?? '');
      if (source === undefined) return { line, outcome: 'failed', reason: msg`The schema registry has no schema of this name: the broker fails this check too.` };
      let data: unknown;
      try {
        data = JSON.parse(payload);
      } catch {
        return { line, outcome: 'failed', reason: msg`The payload is not JSON.` };
      }
      const checked = await env.jsonSchemaErrors(JSON.parse(source) as object, data);
      if ('unusable' in checked) return { line, outcome: 'unknown', reason: checked.unusable };
      return checked.errors.length ? { line, outcome: 'failed', reason: checked.errors.join('; ') } : { line, outcome: 'passed' };
    }
    case 'sql': {
      if (!env.canPost) return { line, outcome: 'unknown', reason: msg`A SQL condition is tried with the broker's rule test, which a viewer may not send.` };
      const matched = await env.sqlMatches(check.sql ?? '');
      if (typeof matched === 'string') return { line, outcome: 'unknown', reason: matched };
      return matched ? { line, outcome: 'passed' } : { line, outcome: 'failed', reason: msg`The condition is false for this message.` };
    }
    default:
      return { line, outcome: 'unknown', reason: msg`Only the broker decodes Avro and Protobuf payloads: publish a sample to see this check's counters move.` };
  }
}

/** Passed, failed, or unknown when a check that could decide it was not tried. */
export function verdict(strategy: string | undefined, tried: readonly TriedCheck[]): 'passed' | 'failed' | 'unknown' {
  const outcomes = tried.map((c) => c.outcome);
  if (strategy === 'any_pass') {
    if (outcomes.includes('passed')) return 'passed';
    return outcomes.includes('unknown') ? 'unknown' : 'failed';
  }
  if (outcomes.includes('failed')) return 'failed';
  return outcomes.includes('unknown') ? 'unknown' : 'passed';
}
