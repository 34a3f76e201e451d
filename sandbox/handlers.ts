/**
 * The sandbox's msw handlers: the stateful ones first, then every generated handler, so that any
 * other operation still answers schema-valid (faker) data. Independent of the Node server:
 * Vitest's `setupServer(...createSandboxHandlers(state))` uses the same list. There is no shared
 * instance: importing this file builds no state (a seeded state takes a few hundred ms, which
 * every component test file would pay).
 */
import type { HttpHandler } from 'msw';
import { generatedHandlers } from './generated-handlers';
import { withoutCallFrames } from './lib/call-frames';
import { dispatchingHandler } from './lib/handler-index';
import { createStatefulHandlers } from './stateful-handlers';
import { createSandboxState, type SandboxState } from './state';

export { createSandboxState, DEFAULT_PASSWORD, DEFAULT_USERNAME, type SandboxOptions, type SandboxState } from './state';
export { issueToken } from './handlers/auth';

/** One handler standing for the whole list (lib/handler-index.ts): msw then matches a request against a few of them, not ~700. */
export function createSandboxHandlers(state: SandboxState = createSandboxState()): HttpHandler[] {
  return [dispatchingHandler([...createStatefulHandlers(state), ...withoutCallFrames(generatedHandlers)])];
}
