/**
 * The bridge form and the broker's bodies. A bridge form is one object: the bridge's own fields (an
 * action's or a source's), plus `connector` (the connector's settings, when a new one is made or an
 * existing one is edited). An MQTT bridge being created has `ingress` (a source) and `egress` (an
 * action) instead of the channel's fields: one form, up to two channels on one connector.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { ChannelKind } from '../model/bridge';

export type Values = Record<string, unknown>;

/** What the form never edits: fixed by the type picker, the name or the connector choice. */
const CHANNEL_FIXED = ['type', 'connector', 'enable', 'tags'];
/** A new connector's type comes from the picker; its description and tags stay the broker's defaults. */
const CONNECTOR_FIXED = ['type', 'enable', 'tags', 'description'];
/** Kept in the connector form's schema but not shown: the deprecated request template of HTTP. */
export const CONNECTOR_HIDDEN = ['request'];

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutProperties(schema: RJSFSchema, drop: string[]): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => !drop.includes(key)));
  const required = (schema.required ?? []).filter((key) => !drop.includes(key));
  return { ...schema, properties, required };
}

const propertiesOf = (schema: RJSFSchema | undefined): string[] => Object.keys(schema?.properties ?? {});

/** The type a connector body carries (IoTDB's two connector forms both send `iotdb`). */
export function connectorBodyType(schema: RJSFSchema, fallback: string): string {
  const type = schema.properties?.type;
  const only = isObject(type) && Array.isArray(type.enum) && type.enum.length === 1 ? type.enum[0] : undefined;
  return typeof only === 'string' ? only : fallback;
}

/** The connector section's schema. In an edit its name is the id's and is not shown; new, its name may be left to the bridge's. */
export function connectorSectionSchema(connector: RJSFSchema, editing: boolean): RJSFSchema {
  const section = withoutProperties(connector, editing ? [...CONNECTOR_FIXED, 'name'] : CONNECTOR_FIXED);
  return { ...section, required: (section.required ?? []).filter((key) => key !== 'name') };
}

/**
 * The form of one action or source (HTTP, or any type of the contract), with the connector's
 * section when `connector` is given.
 */
export function channelFormSchema(channel: RJSFSchema, connector: RJSFSchema | undefined, editing: boolean): RJSFSchema {
  // An existing bridge may hold a `${template}` QoS or retain: only a new one gets the plain choice.
  const fields = withoutProperties(channel, CHANNEL_FIXED);
  const own = editing ? fields : withPlainValues(fields);
  if (!connector) return own;
  return { ...own, properties: { ...own.properties, connector: { ...connectorSectionSchema(connector, editing), type: 'object' } } };
}

/**
 * MQTT's QoS and retain take a value or a `${template}`: the form offers the value (a choice, a
 * switch) rather than a selector between two kinds of input; a subscription's QoS is a choice too.
 * Other fields are left as they are.
 */
export function withPlainValues(schema: RJSFSchema): RJSFSchema {
  const properties: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const node = child as RJSFSchema;
    const branches = Array.isArray(node.oneOf) ? (node.oneOf as RJSFSchema[]) : undefined;
    const plain = branches?.length === 2 && branches.some((b) => b.type === 'string' && !b.enum) ? branches.find((b) => b.type === 'integer' || b.type === 'boolean') : undefined;
    if (!plain && key === 'qos' && node.type === 'integer' && node.maximum === 2) properties[key] = { ...node, enum: [0, 1, 2] };
    else if (plain) {
      const { oneOf: _union, ...rest } = node;
      properties[key] = { ...rest, ...plain, ...(plain.type === 'integer' && plain.maximum === 2 ? { enum: [0, 1, 2] } : {}) };
    } else properties[key] = node.type === 'object' && node.properties ? withPlainValues(node) : node;
  }
  return { ...schema, properties: properties as RJSFSchema['properties'] };
}

/** The parts of the MQTT action and source that the ingress and egress sections show. */
function mqttSection(channel: RJSFSchema, topLevel: string[]): RJSFSchema {
  const parameters = (channel.properties?.parameters ?? {}) as RJSFSchema;
  const properties: Record<string, unknown> = {};
  for (const key of topLevel) if (channel.properties?.[key]) properties[key] = channel.properties[key];
  Object.assign(properties, parameters.properties ?? {});
  if (channel.properties?.resource_opts) properties.resource_opts = channel.properties.resource_opts;
  // Either direction may be left out: the bridge-wide check asks for at least one remote topic.
  return withPlainValues({ type: 'object', properties: properties as RJSFSchema['properties'] });
}

/** The MQTT create form: name, the connector when new, ingress (a source) and egress (an action). */
export function mqttFormSchema(action: RJSFSchema, source: RJSFSchema, connector: RJSFSchema | undefined): RJSFSchema {
  const base = withoutProperties(action, [...CHANNEL_FIXED, 'parameters', 'resource_opts', 'local_topic']);
  return {
    ...base,
    required: ['name'],
    properties: {
      ...base.properties,
      ...(connector ? { connector: { ...connectorSectionSchema(connector, false), type: 'object' } } : {}),
      ingress: mqttSection(source, []),
      egress: mqttSection(action, ['local_topic']),
    },
  };
}

const PARAMETER_KEYS = { ingress: ['topic', 'qos'], egress: ['topic', 'qos', 'retain', 'payload'] } as const;

/** An empty text is a field left out: the broker would take "" as a value. */
export function compact(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A direction of an MQTT bridge is configured when its remote topic is. */
export const hasIngress = (values: Values): boolean => isObject(values.ingress) && text(values.ingress.topic) !== '';
export const hasEgress = (values: Values): boolean => isObject(values.egress) && text(values.egress.topic) !== '';

export interface CreateBodies {
  connector?: Values;
  action?: Values;
  source?: Values;
}

/** The name a new connector gets: its own field, else the bridge's. */
export function newConnectorName(values: Values): string {
  const section = isObject(values.connector) ? values.connector : {};
  return text(section.name) || text(values.name);
}

/** A new connector's body from the form's section. */
export function newConnectorBody(values: Values, type: string): Values {
  const section = isObject(values.connector) ? values.connector : {};
  return compact({ ...section, type, name: newConnectorName(values) });
}

/**
 * The bodies creating the bridge sends: the connector's when it is new (`connectorName` undefined),
 * then the action's or the source's (MQTT: the source for ingress, the action for egress).
 */
export function createBodies(values: Values, target: { kind: ChannelKind | 'mqtt'; type: string; connectorType: string; connectorName?: string }): CreateBodies {
  const connector = target.connectorName === undefined ? newConnectorBody(values, target.connectorType) : undefined;
  const connectorName = target.connectorName ?? newConnectorName(values);
  const common = compact({ type: target.type, name: text(values.name), connector: connectorName, description: values.description });
  if (target.kind !== 'mqtt') {
    const { connector: _section, ...own } = values;
    return { connector, [target.kind]: compact({ ...own, ...common }) };
  }
  const bodies: CreateBodies = { connector };
  for (const direction of ['ingress', 'egress'] as const) {
    const section = isObject(values[direction]) ? values[direction] : {};
    if (text(section.topic) === '') continue;
    const parameters = compact(Object.fromEntries(PARAMETER_KEYS[direction].map((key) => [key, section[key]])));
    const channel = compact({ ...common, parameters, resource_opts: section.resource_opts, local_topic: direction === 'egress' ? text(section.local_topic) : undefined });
    if (direction === 'ingress') bodies.source = channel;
    else bodies.action = channel;
  }
  return bodies;
}

/** The edit form's values from what the broker answered for the channel and its connector. */
export function editValues(channel: Values, channelSchema: RJSFSchema, connector: Values | undefined, connectorSchema: RJSFSchema | undefined): Values {
  const own = Object.fromEntries(propertiesOf(withoutProperties(channelSchema, CHANNEL_FIXED)).filter((k) => k in channel).map((k) => [k, channel[k]]));
  if (!connector || !connectorSchema) return own;
  const keys = propertiesOf(connectorSectionSchema(connectorSchema, true));
  return { ...own, connector: Object.fromEntries(keys.filter((k) => k in connector).map((k) => [k, connector[k]])) };
}

/** Only what the PUT takes: the post schema's fields less the id's (type and name), the answer-only ones dropped. */
function putBody(merged: Values, postSchema: RJSFSchema): Values {
  const allowed = propertiesOf(postSchema).filter((k) => k !== 'type' && k !== 'name');
  return compact(Object.fromEntries(allowed.filter((k) => k in merged).map((k) => [k, merged[k]])));
}

/** The PUT body of the channel: what the broker had, with the form's fields over it; masked secrets go back as they came. */
export function channelPutBody(values: Values, original: Values, channelSchema: RJSFSchema): Values {
  const { connector: _section, ...own } = values;
  return putBody({ ...original, ...own, connector: original.connector }, channelSchema);
}

export function connectorPutBody(values: Values, original: Values, connectorSchema: RJSFSchema): Values {
  const section = isObject(values.connector) ? values.connector : {};
  return putBody({ ...original, ...section }, connectorSchema);
}

/** A copy of the channel: the PUT body with a new name, on the same connector. */
export function channelCopyBody(values: Values, original: Values, channelSchema: RJSFSchema, name: string): Values {
  return { ...channelPutBody(values, original, channelSchema), type: original.type, name };
}

/** The sections the spec's defaults (docs/product-spec.md §3) differ from the contract's: query mode starts sync. */
export function withSpecDefaults(values: Values): Values {
  const out: Values = { ...values };
  for (const key of ['resource_opts', 'egress'] as const) {
    const part = out[key];
    if (!isObject(part)) continue;
    if (key === 'resource_opts' && 'query_mode' in part) out[key] = { ...part, query_mode: 'sync' };
    if (key === 'egress' && isObject(part.resource_opts) && 'query_mode' in part.resource_opts) out[key] = { ...part, resource_opts: { ...part.resource_opts, query_mode: 'sync' } };
  }
  return out;
}

/** The connector editor's form: the connector's own fields, its name fixed once created. */
export function connectorFormSchema(connector: RJSFSchema, editing: boolean): RJSFSchema {
  return withoutProperties(connector, editing ? ['type', 'enable', 'tags', 'name'] : ['type', 'enable', 'tags']);
}

/** A connector's POST body from the connector editor's values. */
export function connectorCreateBody(values: Values, type: string): Values {
  return compact({ ...values, type, name: text(values.name) });
}

/** The connector editor's values from the broker's answer: the form's fields only. */
export function connectorEditValues(answer: Values, connector: RJSFSchema): Values {
  return Object.fromEntries(propertiesOf(connectorFormSchema(connector, true)).filter((k) => k in answer).map((k) => [k, answer[k]]));
}
