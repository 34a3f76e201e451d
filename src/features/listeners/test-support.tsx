/** For this folder's component tests: the sandbox's listeners behind msw. */
import { createSandboxState } from '../../../sandbox/handlers';
import { serveSandbox } from '../../test/serve-sandbox';

export { renderInRouter } from '../../test/render';

export function listenerSandbox() {
  const state = createSandboxState({ clients: 20, requireAuth: false });
  const server = serveSandbox(state);
  return { state, server };
}
