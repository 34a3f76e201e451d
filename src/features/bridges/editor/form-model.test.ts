import type { RJSFSchema } from '@rjsf/utils';
import actionHttp from '../../../../schemas/action-http.json';
import actionMqtt from '../../../../schemas/action-mqtt.json';
import connectorHttp from '../../../../schemas/connector-http.json';
import connectorMqtt from '../../../../schemas/connector-mqtt.json';
import sourceMqtt from '../../../../schemas/source-mqtt.json';
import { MASKED_SECRET } from '../../../forms/units';
import {
  channelCopyBody,
  channelFormSchema,
  channelPutBody,
  connectorCreateBody,
  connectorEditValues,
  connectorPutBody,
  createBodies,
  editValues,
  mqttFormSchema,
  withSpecDefaults,
} from './form-model';

const schemas = { actionHttp, actionMqtt, connectorHttp, connectorMqtt, sourceMqtt } as Record<string, RJSFSchema>;

describe('the bridge form schemas', () => {
  it('shows an HTTP action with the new connector as a section, without the fields the picker and name fix', () => {
    const schema = channelFormSchema(schemas.actionHttp!, schemas.connectorHttp!, false);
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['name', 'parameters', 'resource_opts', 'connector']));
    expect(schema.properties).not.toHaveProperty('type');
    const connector = schema.properties?.connector as RJSFSchema;
    expect(connector.properties).toHaveProperty('url');
    expect(connector.properties).not.toHaveProperty('type');
    // A new connector may take the bridge's name.
    expect(connector.required).toEqual(['url']);
  });

  it('gives the MQTT form ingress and egress sections, neither required, QoS a choice and retain a switch', () => {
    const schema = mqttFormSchema(schemas.actionMqtt!, schemas.sourceMqtt!, undefined);
    expect(schema.required).toEqual(['name']);
    const ingress = schema.properties?.ingress as RJSFSchema;
    const egress = schema.properties?.egress as RJSFSchema;
    expect(Object.keys(ingress.properties ?? {})).toEqual(['topic', 'qos', 'resource_opts']);
    expect(Object.keys(egress.properties ?? {})).toEqual(['local_topic', 'topic', 'qos', 'retain', 'payload', 'resource_opts']);
    expect(egress.required).toBeUndefined();
    expect(egress.properties?.qos).toMatchObject({ type: 'integer', enum: [0, 1, 2] });
    expect(egress.properties?.retain).toMatchObject({ type: 'boolean' });
    expect(schema.properties).not.toHaveProperty('connector');
  });

  it('starts query mode on sync, as the spec says', () => {
    expect(withSpecDefaults({ resource_opts: { query_mode: 'async', worker_pool_size: 16 } })).toEqual({ resource_opts: { query_mode: 'sync', worker_pool_size: 16 } });
    expect(withSpecDefaults({ egress: { resource_opts: { query_mode: 'async' } } })).toEqual({ egress: { resource_opts: { query_mode: 'sync' } } });
  });
});

describe('form values → request bodies', () => {
  it('creates an HTTP connector named after the bridge, then its action', () => {
    const values = { name: 'orders', parameters: { method: 'post', path: '/in/${clientid}', body: '' }, resource_opts: { query_mode: 'sync' }, connector: { url: 'http://127.0.0.1:9/', pool_size: 4 } };
    expect(createBodies(values, { kind: 'action', type: 'http', connectorType: 'http' })).toEqual({
      connector: { type: 'http', name: 'orders', url: 'http://127.0.0.1:9/', pool_size: 4 },
      action: { type: 'http', name: 'orders', connector: 'orders', parameters: { method: 'post', path: '/in/${clientid}', body: '' }, resource_opts: { query_mode: 'sync' } },
    });
  });

  it('reuses an existing connector: no connector body', () => {
    const bodies = createBodies({ name: 'b', parameters: { method: 'get' } }, { kind: 'action', type: 'http', connectorType: 'http', connectorName: 'dispatch_service' });
    expect(bodies.connector).toBeUndefined();
    expect(bodies.action).toMatchObject({ connector: 'dispatch_service', name: 'b' });
  });

  it('makes an MQTT source for ingress and an action for egress, only for the directions with a remote topic', () => {
    const values = {
      name: 'cloud',
      connector: { name: 'broker', server: '127.0.0.1:1883', password: 'pw' },
      ingress: { topic: 'remote/in/#', qos: 1, resource_opts: { health_check_interval: '15s' } },
      egress: { local_topic: 'local/out/#', topic: 'remote/out', qos: 0, retain: false, payload: '${payload}', resource_opts: { worker_pool_size: 4 } },
    };
    expect(createBodies(values, { kind: 'mqtt', type: 'mqtt', connectorType: 'mqtt' })).toEqual({
      connector: { type: 'mqtt', name: 'broker', server: '127.0.0.1:1883', password: 'pw' },
      source: { type: 'mqtt', name: 'cloud', connector: 'broker', parameters: { topic: 'remote/in/#', qos: 1 }, resource_opts: { health_check_interval: '15s' } },
      action: { type: 'mqtt', name: 'cloud', connector: 'broker', local_topic: 'local/out/#', parameters: { topic: 'remote/out', qos: 0, retain: false, payload: '${payload}' }, resource_opts: { worker_pool_size: 4 } },
    });
    const ingressOnly = createBodies({ ...values, egress: { topic: '  ' } }, { kind: 'mqtt', type: 'mqtt', connectorType: 'mqtt', connectorName: 'cloud_broker' });
    expect(Object.keys(ingressOnly).filter((k) => ingressOnly[k as keyof typeof ingressOnly])).toEqual(['source']);
  });

  it('creates a connector from the connector editor', () => {
    expect(connectorCreateBody({ name: ' edge ', server: 'h:1883', username: '' }, 'mqtt')).toEqual({ type: 'mqtt', name: 'edge', server: 'h:1883' });
  });
});

describe('broker answers → edit form → PUT bodies', () => {
  const action = {
    type: 'http',
    name: 'webhook_out',
    connector: 'dispatch_service',
    enable: true,
    status: 'connected',
    node_status: [{ node: 'emqx@n1', status: 'connected' }],
    created_at: 1,
    parameters: { method: 'post', path: '/x', headers: { authorization: MASKED_SECRET } },
    resource_opts: { query_mode: 'sync' },
  };
  const connector = { type: 'http', name: 'dispatch_service', enable: true, status: 'connected', actions: ['webhook_out'], url: 'http://a/', pool_size: 8, description: 'd', request: undefined };

  it('reads the fields the form edits, not the answer-only ones', () => {
    const values = editValues(action, schemas.actionHttp!, connector, schemas.connectorHttp!);
    expect(values).toEqual({ name: 'webhook_out', parameters: action.parameters, resource_opts: action.resource_opts, connector: { url: 'http://a/', pool_size: 8, request: undefined } });
  });

  it('puts the channel without type, name or status, with its connector and masked secrets unchanged', () => {
    const values = editValues(action, schemas.actionHttp!, connector, schemas.connectorHttp!);
    const edited = { ...values, parameters: { ...(values.parameters as object), path: '/y' } };
    expect(channelPutBody(edited, action, schemas.actionHttp!)).toEqual({ enable: true, connector: 'dispatch_service', parameters: { method: 'post', path: '/y', headers: { authorization: MASKED_SECRET } }, resource_opts: { query_mode: 'sync' } });
    expect(channelCopyBody(edited, action, schemas.actionHttp!, 'webhook_out_duplication')).toMatchObject({ type: 'http', name: 'webhook_out_duplication', connector: 'dispatch_service' });
  });

  it('puts the connector without its answer-only fields, keeping what the form does not show', () => {
    const values = editValues(action, schemas.actionHttp!, connector, schemas.connectorHttp!);
    const edited = { ...values, connector: { ...(values.connector as object), pool_size: 2 } };
    expect(connectorPutBody(edited, connector, schemas.connectorHttp!)).toEqual({ enable: true, description: 'd', url: 'http://a/', pool_size: 2 });
    expect(connectorEditValues(connector, schemas.connectorHttp!)).toEqual({ description: 'd', url: 'http://a/', pool_size: 8, request: undefined });
  });
});
