import { describe, expect, it } from 'vitest';
import { GATEWAY_NAMES, GATEWAY_TRANSPORTS, gatewayStatus, isGatewayName, isTransportOf, suggestedGatewayBind } from './gateways';

describe('gateway model', () => {
  it('takes on each gateway only the transports the contract allows', () => {
    expect(GATEWAY_TRANSPORTS).toEqual({
      coap: ['udp', 'dtls'],
      lwm2m: ['udp', 'dtls'],
      mqttsn: ['udp', 'dtls'],
      stomp: ['tcp', 'ssl'],
      exproto: ['tcp', 'ssl', 'udp', 'dtls'],
    });
    expect(isTransportOf('stomp', 'udp')).toBe(false);
    expect(isTransportOf('mqttsn', 'dtls')).toBe(true);
    expect(isTransportOf('coap', 'ws')).toBe(false);
  });

  it('knows the five gateways by name only', () => {
    expect(GATEWAY_NAMES).toEqual(['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp']);
    expect(isGatewayName('ocpp')).toBe(false);
    expect(isGatewayName('stomp')).toBe(true);
  });

  it('reads a missing status as not loaded', () => {
    expect(gatewayStatus({ status: 'running' })).toBe('running');
    expect(gatewayStatus({ status: 'stopped' })).toBe('stopped');
    expect(gatewayStatus({})).toBe('unloaded');
    expect(gatewayStatus(undefined)).toBe('unloaded');
  });

  it("suggests the gateway's usual port, past ports of the same family already taken", () => {
    expect(suggestedGatewayBind('mqttsn', 'udp', [])).toBe('1884');
    expect(suggestedGatewayBind('mqttsn', 'udp', [{ type: 'udp', bind: '0.0.0.0:1884' }])).toBe('1885');
    expect(suggestedGatewayBind('stomp', 'tcp', [{ type: 'tcp', bind: '61613' }, { type: 'ssl', bind: '61614' }])).toBe('61615');
    // A UDP port does not take the TCP port of the same number.
    expect(suggestedGatewayBind('exproto', 'tcp', [{ type: 'udp', bind: '7993' }])).toBe('7993');
  });
});
