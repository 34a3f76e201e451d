/** For the gateway screens' component tests: the sandbox (STOMP running, MQTT-SN unloaded…) behind msw. */
import { createSandboxState } from '../../../sandbox/handlers';
import { serveSandbox } from '../../test/serve-sandbox';

export function gatewaySandbox() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = serveSandbox(state);
  return { state, server };
}
