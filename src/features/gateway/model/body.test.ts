import { describe, expect, it } from 'vitest';
import { createBody, listenerBody, settingsBody, settingsFromGateway } from './body';
import { gatewayListenerSchema, gatewaySettingsSchema } from './schemas';

describe('gateway bodies', () => {
  it('loads a gateway with its settings and listeners, enabled, without what the broker reports', () => {
    const listener = { id: 'mqttsn:udp:default', type: 'udp', name: 'default', bind: '1884', running: true, status: { running: true }, node_status: [] };
    expect(createBody('mqttsn', { gateway_id: 1, mountpoint: '' }, [listener])).toEqual({
      gateway_id: 1,
      mountpoint: '',
      name: 'mqttsn',
      enable: true,
      listeners: [{ type: 'udp', name: 'default', bind: '1884' }],
    });
  });

  it('keeps the id, status and listeners out of a listener or settings body', () => {
    expect(listenerBody({ id: 'x', type: 'tcp', name: 'a', bind: '1', current_connections: 3 })).toEqual({ type: 'tcp', name: 'a', bind: '1' });
    expect(settingsFromGateway('stomp', { name: 'stomp', enable: true, mountpoint: 'm/', listeners: [{}] })).toEqual({ enable: true, mountpoint: 'm/' });
    // GET /gateways/{name} adds its status and times; the gateway's schema has no such fields, so PUT would be refused.
    const read = { name: 'stomp', status: 'running', created_at: '2026-12-07T10:00:00Z', started_at: '2026-12-07T10:00:00Z', enable: true, mountpoint: 'm/' };
    expect(settingsFromGateway('stomp', read)).toEqual({ enable: true, mountpoint: 'm/' });
    expect(settingsBody('stomp', read)).toEqual({ enable: true, mountpoint: 'm/' });
    expect(settingsBody('stomp', { enable: true, mountpoint: 'm/', clientinfo_override: { password: '******' } })).toEqual({
      enable: true,
      mountpoint: 'm/',
      clientinfo_override: { password: '******' },
    });
  });

  it('shows the ExProto gRPC server TLS as a switch and sends its options only when it is on', () => {
    const off = settingsFromGateway('exproto', { server: { bind: '9100' }, handler: { address: 'http://h:9001' } });
    expect(off.server).toEqual({ bind: '9100', ssl_options: { enable: false } });
    expect(settingsBody('exproto', off).server).toEqual({ bind: '9100' });
    const on = settingsFromGateway('exproto', { server: { bind: '9100', ssl_options: { certfile: 'C', keyfile: 'K' } } });
    expect(on.server).toEqual({ bind: '9100', ssl_options: { enable: true, certfile: 'C', keyfile: 'K' } });
    expect(settingsBody('exproto', on).server).toEqual({ bind: '9100', ssl_options: { certfile: 'C', keyfile: 'K' } });
  });

  it('leaves the name, listeners and enable switch out of the settings form, and requires a listener name and address', () => {
    const stomp = gatewaySettingsSchema('stomp');
    expect(Object.keys(stomp.properties ?? {})).not.toEqual(expect.arrayContaining(['name']));
    expect(stomp.properties).not.toHaveProperty('listeners');
    expect(stomp.properties).not.toHaveProperty('enable');
    expect(stomp.properties).toHaveProperty('frame');
    const server = gatewaySettingsSchema('exproto').properties?.server as { properties: { ssl_options: { properties: Record<string, unknown> } } };
    expect(server.properties.ssl_options.properties).toHaveProperty('enable');
    expect(((gatewaySettingsSchema('mqttsn').properties?.predefined as { items: { properties: { id: { title?: string } } } }).items.properties.id.title)).toBe('Topic ID');
    const udp = gatewayListenerSchema('udp');
    expect(udp.properties).not.toHaveProperty('id');
    expect(udp.required).toEqual(['name', 'bind']);
    expect((udp.properties?.name as { pattern?: string }).pattern).toBe('^[A-Za-z][A-Za-z0-9_-]*$');
  });
});
