/**
 * A rule's outputs as the editor holds them, and as `actions` in the body of `POST /rules` and
 * `PUT /rules/{id}`: the console, a republish with its args, an existing action by its id
 * (`type:name`), and any other function the broker knows (kept as it came).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RuleEngineRuleCreationActionsItem } from '../../../../generated/model';

/** The MQTT 5 properties a republish can set, as the contract names them. */
export const MQTT_PROPERTIES = ['Payload-Format-Indicator', 'Message-Expiry-Interval', 'Content-Type', 'Response-Topic', 'Correlation-Data'] as const;
export type MqttProperty = (typeof MQTT_PROPERTIES)[number];

export interface RepublishDraft {
  topic: string;
  /** 0, 1, 2 or a placeholder such as `${qos}`. */
  qos: string;
  /** true, false or a placeholder such as `${retain}`. */
  retain: string;
  payload: string;
  /** A placeholder for the MQTT 5 user properties, such as `${pub_props.'User-Property'}`. */
  userProperties: string;
  directDispatch: boolean;
  mqttProperties: Record<MqttProperty, string>;
}

export type RuleOutput =
  | { kind: 'console' }
  | { kind: 'republish'; args: RepublishDraft }
  | { kind: 'action'; id: string }
  | { kind: 'function'; name: string; item: RuleEngineRuleCreationActionsItem };

const NO_PROPERTIES: Record<MqttProperty, string> = Object.fromEntries(MQTT_PROPERTIES.map((p) => [p, ''])) as Record<MqttProperty, string>;

/** The broker's own defaults: the message goes on as it came, to another topic. */
export const NEW_REPUBLISH: RepublishDraft = {
  topic: '',
  qos: '${qos}',
  retain: '${retain}',
  payload: '${payload}',
  userProperties: '${user_properties}',
  directDispatch: false,
  mqttProperties: NO_PROPERTIES,
};

const PLACEHOLDER = /^\$\{[^}]+\}$/;
const asText = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback);

function readRepublish(args: unknown): RepublishDraft {
  const a = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
  const props = (typeof a.mqtt_properties === 'object' && a.mqtt_properties !== null ? a.mqtt_properties : {}) as Record<string, unknown>;
  return {
    topic: asText(a.topic, ''),
    qos: asText(a.qos, NEW_REPUBLISH.qos),
    retain: asText(a.retain, NEW_REPUBLISH.retain),
    payload: asText(a.payload, NEW_REPUBLISH.payload),
    userProperties: asText(a.user_properties, NEW_REPUBLISH.userProperties),
    directDispatch: a.direct_dispatch === true || a.direct_dispatch === 'true',
    mqttProperties: Object.fromEntries(MQTT_PROPERTIES.map((p) => [p, asText(props[p], '')])) as Record<MqttProperty, string>,
  };
}

/** The rule's `actions` as outputs. */
export function readOutputs(actions: readonly RuleEngineRuleCreationActionsItem[] | undefined): RuleOutput[] {
  return (actions ?? []).map((item): RuleOutput => {
    if (typeof item === 'string') return { kind: 'action', id: item };
    const name = typeof item.function === 'string' ? item.function : '';
    if (name === 'console') return { kind: 'console' };
    if (name === 'republish') return { kind: 'republish', args: readRepublish('args' in item ? item.args : undefined) };
    return { kind: 'function', name, item };
  });
}

function republishArgs(d: RepublishDraft) {
  const properties = Object.fromEntries(MQTT_PROPERTIES.filter((p) => d.mqttProperties[p].trim() !== '').map((p) => [p, d.mqttProperties[p].trim()]));
  return {
    topic: d.topic.trim(),
    qos: /^[0-2]$/.test(d.qos.trim()) ? Number(d.qos.trim()) : d.qos.trim(),
    retain: d.retain === 'true' ? true : d.retain === 'false' ? false : d.retain.trim(),
    payload: d.payload,
    user_properties: d.userProperties.trim(),
    direct_dispatch: d.directDispatch,
    mqtt_properties: properties,
  };
}

/** Outputs as the rule's `actions`. */
export function outputsToActions(outputs: readonly RuleOutput[]): RuleEngineRuleCreationActionsItem[] {
  return outputs.map((o): RuleEngineRuleCreationActionsItem => {
    switch (o.kind) {
      case 'console':
        return { function: 'console' };
      case 'republish':
        return { function: 'republish', args: republishArgs(o.args) };
      case 'action':
        return o.id;
      case 'function':
        return o.item;
    }
  });
}

export type RepublishErrors = Partial<Record<'topic' | 'qos' | 'retain' | 'userProperties' | MqttProperty, MessageDescriptor>>;

const isPlaceholder = (text: string) => PLACEHOLDER.test(text.trim());

/** What is wrong with a republish as typed. */
export function republishErrors(d: RepublishDraft): RepublishErrors {
  const errors: RepublishErrors = {};
  const topic = d.topic.trim();
  if (!topic) errors.topic = msg`Topic is required`;
  else if (/[+#]/.test(topic.replace(/\$\{[^}]*\}/g, ''))) errors.topic = msg`A topic to publish to cannot contain the wildcards + or #`;
  // Placeholders go in as values: their braces would read as the message's own.
  const qosExample = '${qos}';
  const retainExample = '${retain}';
  const propsExample = "${pub_props.'User-Property'}";
  if (!/^[0-2]$/.test(d.qos.trim()) && !isPlaceholder(d.qos)) errors.qos = msg`Use 0, 1, 2 or a placeholder such as ${qosExample}`;
  if (!['true', 'false'].includes(d.retain.trim()) && !isPlaceholder(d.retain)) errors.retain = msg`Use true, false or a placeholder such as ${retainExample}`;
  if (d.userProperties.trim() !== '' && !isPlaceholder(d.userProperties)) errors.userProperties = msg`Use a placeholder such as ${propsExample}`;
  const expiry = d.mqttProperties['Message-Expiry-Interval'].trim();
  if (expiry !== '' && !/^\d+$/.test(expiry) && !isPlaceholder(expiry)) errors['Message-Expiry-Interval'] = msg`Use a number of seconds or a placeholder`;
  const format = d.mqttProperties['Payload-Format-Indicator'].trim();
  if (format !== '' && !/^[01]$/.test(format) && !isPlaceholder(format)) errors['Payload-Format-Indicator'] = msg`Use 0, 1 or a placeholder`;
  return errors;
}

/** `http:my_sink` → its type and name. */
export function splitActionId(id: string): { type: string; name: string } {
  const colon = id.indexOf(':');
  return colon < 0 ? { type: '', name: id } : { type: id.slice(0, colon), name: id.slice(colon + 1) };
}
