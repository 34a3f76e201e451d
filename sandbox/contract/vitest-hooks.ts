/**
 * Loaded by the Vitest setup (src/test/setup.ts): a test during which the sandbox answered a request
 * against the API document fails, naming the operation and what is wrong, even when the screen
 * under test handled the 400 quietly. A test that sends a bad request on purpose takes its
 * violations itself with `takeContractViolations()`.
 */
import { afterAll, afterEach } from 'vitest';
import { takeContractViolations } from './violations';

function failOnViolations(when: string): void {
  const violations = takeContractViolations();
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  - ${v.message}`).join('\n');
  throw new Error(`${violations.length} request(s) ${when} broke the API document (the sandbox answered as the broker would, and recorded them); the document does not allow:\n${lines}`);
}

afterEach(() => failOnViolations('this test sent'));
// A request still in flight when its test ended is reported with the file.
afterAll(() => failOnViolations('sent after the last test ended'));
