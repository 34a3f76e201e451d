/** For tests (sandbox and component tests alike): a request sent against the API document on purpose. */
import { expect } from 'vitest';
import { forgetContractViolation, recordedContractViolations } from './violations';

/**
 * For a request a test sends against the API document on purpose: a violation whose reasons match
 * `reason` was recorded, and it is taken off the record, so the Vitest setup does not fail the test
 * for it. The answer itself is the broker's (sandbox/contract/broker-answer.ts): a test that cares
 * what the broker said checks `response` too.
 */
export async function expectContractViolation(response: Response, reason: string | RegExp): Promise<void> {
  // Let the handler that answered finish recording before looking.
  await response.clone().arrayBuffer();
  const matches = (message: string): boolean => (typeof reason === 'string' ? message.includes(reason) : reason.test(message));
  const found = recordedContractViolations().find((v) => matches(v.message));
  expect(found?.message, `a recorded contract violation matching ${String(reason)}; recorded: ${recordedContractViolations().map((v) => v.message).join(' | ') || 'none'}`).toBeDefined();
  expect(forgetContractViolation(found!.message)).toBe(true);
}
