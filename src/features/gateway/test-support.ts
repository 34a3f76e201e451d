/** For the gateway screens' component tests: the sandbox (STOMP running, MQTT-SN unloaded…) behind msw. */
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';

export function gatewaySandbox() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = setupServer(...createSandboxHandlers(state));
  return { state, server };
}
