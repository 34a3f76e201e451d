/**
 * The requests against the API document the sandbox saw in this process (answered as the broker would): the Vitest setup fails the test that
 * caused one. Kept free of imports so every test file can load it for nothing.
 */
import type { ContractViolation } from './check';

const recorded: ContractViolation[] = [];

export function recordContractViolation(violation: ContractViolation): void {
  recorded.push(violation);
}

/** Returns what was recorded since the last call and forgets it. */
export function takeContractViolations(): ContractViolation[] {
  return recorded.splice(0, recorded.length);
}

/** What is on the record now, without forgetting it. */
export function recordedContractViolations(): readonly ContractViolation[] {
  return recorded;
}

/** Forgets one recorded violation (a test that sent it on purpose has checked it). */
export function forgetContractViolation(message: string): boolean {
  const index = recorded.findIndex((v) => v.message === message);
  if (index >= 0) recorded.splice(index, 1);
  return index >= 0;
}
