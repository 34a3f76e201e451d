/** For this folder's component tests: the sandbox's listeners behind msw. */
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';

export { renderInRouter } from '../../test/render';

export function listenerSandbox() {
  const state = createSandboxState({ clients: 20, requireAuth: false });
  const server = setupServer(...createSandboxHandlers(state));
  return { state, server };
}
