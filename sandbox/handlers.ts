/**
 * The sandbox's msw handlers: the stateful ones first, then every generated handler, so that any
 * other operation still answers schema-valid (faker) data. Independent of the Node server:
 * Vitest's `setupServer(...sandboxHandlers)` uses the same list.
 */
import type { HttpHandler } from 'msw';
import { generatedHandlers } from './generated-handlers';
import { withoutCallFrames } from './lib/call-frames';
import { createStatefulHandlers } from './stateful-handlers';
import { createSandboxState, type SandboxState } from './state';

export { createSandboxState, DEFAULT_PASSWORD, DEFAULT_USERNAME, type SandboxOptions, type SandboxState } from './state';
export { issueToken } from './handlers/auth';

export function createSandboxHandlers(state: SandboxState = createSandboxState()): HttpHandler[] {
  return [...createStatefulHandlers(state), ...withoutCallFrames(generatedHandlers)];
}

/** The state behind `sandboxHandlers`; `resetSandbox()` restores its seed in place. */
export const sandboxState: SandboxState = createSandboxState();

export const sandboxHandlers: HttpHandler[] = createSandboxHandlers(sandboxState);

/** Back to the seed data (and no tokens) for the shared handlers, e.g. in a test's `beforeEach`. */
export function resetSandbox(): void {
  Object.assign(sandboxState, createSandboxState(sandboxState.options));
}
