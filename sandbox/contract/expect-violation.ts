/** For tests (sandbox and component tests alike): a request sent against the API document on purpose. */
import { expect } from 'vitest';
import { CONTRACT_VIOLATION } from './handler';
import { forgetContractViolation } from './violations';

/**
 * For a request a test sends against the API document on purpose: the sandbox answers 400
 * CONTRACT_VIOLATION whose message holds `reason`, and the violation is taken off the record, so
 * the Vitest setup does not fail the test for it.
 */
export async function expectContractViolation(response: Response, reason: string | RegExp): Promise<void> {
  const body = (await response.json()) as { code?: string; message?: string };
  expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: CONTRACT_VIOLATION });
  expect(body.message).toMatch(reason);
  expect(forgetContractViolation(body.message ?? '')).toBe(true);
}
