import { MASKED_SECRET } from '../../../forms/units';
import { createErrors, MESSAGES, mqttErrors, nameErrors, passwordErrors, toErrorSchema } from './validate';

const none = new Set<string>();

describe('bridge name', () => {
  it('accepts the broker’s names, refuses others and names in use, leaves empty to "required"', () => {
    expect(nameErrors('orders-1.v2', none, ['name'], MESSAGES.nameTaken)).toEqual([]);
    expect(nameErrors('', none, ['name'], MESSAGES.nameTaken)).toEqual([]);
    expect(nameErrors('has space', none, ['name'], MESSAGES.nameTaken)).toEqual([{ path: ['name'], message: MESSAGES.invalidName }]);
    expect(nameErrors('_x', none, ['name'], MESSAGES.nameTaken)).toEqual([{ path: ['name'], message: MESSAGES.invalidName }]);
    expect(nameErrors('webhook_out', new Set(['webhook_out']), ['name'], MESSAGES.nameTaken)).toEqual([{ path: ['name'], message: MESSAGES.nameTaken }]);
  });

  it('checks the name against the kinds the bridge creates, and a new connector’s name against the connectors', () => {
    const context = { kinds: ['action' as const], takenActions: new Set(['a']), takenSources: new Set(['s']), takenConnectors: new Set(['c']), mqtt: false, submitted: false };
    expect(createErrors({ name: 's', connector: {} }, context)).toEqual([]);
    expect(createErrors({ name: 'a', connector: { name: 'c' } }, context).map((e) => e.path.join('.'))).toEqual(['name', 'connector.name']);
    // An MQTT bridge with ingress only is a source: an action's name does not clash.
    const mqtt = { ...context, kinds: [], mqtt: true };
    expect(createErrors({ name: 'a', ingress: { topic: 't' } }, mqtt)).toEqual([]);
    expect(createErrors({ name: 's', ingress: { topic: 't' } }, mqtt)).toEqual([{ path: ['name'], message: MESSAGES.nameTaken }]);
  });
});

describe('MQTT bridge rules', () => {
  it('asks for a remote topic in ingress or egress, once saving was tried', () => {
    expect(mqttErrors({ ingress: {}, egress: {} }, false)).toEqual([]);
    expect(mqttErrors({ ingress: {}, egress: {} }, true).map((e) => e.message)).toEqual([MESSAGES.noRemoteTopic, MESSAGES.noRemoteTopic]);
    expect(mqttErrors({ ingress: { topic: 'in' }, egress: {} }, true)).toEqual([]);
  });

  it('refuses the same remote topic for both directions', () => {
    expect(mqttErrors({ ingress: { topic: 'x/#' }, egress: { topic: ' x/# ' } }, false).map((e) => e.path.join('.'))).toEqual(['ingress.topic', 'egress.topic']);
  });

  it('allows a buffer pool of 0 only without egress', () => {
    expect(mqttErrors({ ingress: { topic: 'in' }, egress: { resource_opts: { worker_pool_size: 0 } } }, true)).toEqual([]);
    expect(mqttErrors({ egress: { topic: 'out', resource_opts: { worker_pool_size: 0 } } }, true)).toEqual([{ path: ['egress', 'resource_opts', 'worker_pool_size'], message: MESSAGES.poolSizeZero }]);
  });

  it('asks for the stored password again when the server or username changed', () => {
    const stored = { server: 'a:1883', username: 'u', password: MASKED_SECRET };
    expect(passwordErrors({ ...stored }, stored, ['password'])).toEqual([]);
    expect(passwordErrors({ ...stored, server: 'b:1883' }, stored, ['password'])).toEqual([{ path: ['password'], message: MESSAGES.reenterPassword }]);
    expect(passwordErrors({ ...stored, username: 'v', password: 'typed' }, stored, ['password'])).toEqual([]);
    expect(passwordErrors({ server: 'b:1883' }, { server: 'a:1883' }, ['password'])).toEqual([]);
  });

  it('places the messages on their fields, each once', () => {
    const errors = [...mqttErrors({ ingress: { topic: 't' }, egress: { topic: 't' } }, true), ...mqttErrors({ ingress: { topic: 't' }, egress: { topic: 't' } }, true)];
    expect(toErrorSchema(errors, (m) => String(m.message))).toEqual({
      ingress: { topic: { __errors: ['The same remote MQTT topics are configured for ingress and egress'] } },
      egress: { topic: { __errors: ['The same remote MQTT topics are configured for ingress and egress'] } },
    });
    expect(toErrorSchema([], String)).toBeUndefined();
  });
});
