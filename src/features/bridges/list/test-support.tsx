/** For the bridge components' tests: the sandbox behind msw. Screens at their routes: `renderRoute` (src/test/route.tsx). */
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../../sandbox/handlers';

export function bridgesSandbox() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = setupServer(...createSandboxHandlers(state));
  return { state, server };
}
