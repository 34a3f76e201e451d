/**
 * What each output of a rule would do with the rule test's output, worked out in the console with the
 * templates the broker applies (src/domain/emqx-template.ts, shared with the sandbox): a republish's
 * message (emqx_rule_actions:republish), an HTTP action's request (from the action's and its
 * connector's config), the console's print.
 */
import { lookup, renderHttpRequest, renderTemplate, type HttpRequestTemplate, type RenderedHttpRequest } from '../../../../domain/emqx-template';
import { MQTT_PROPERTIES, type RepublishDraft } from '../outputs/outputs';

/** The SQL's output as the outputs get it: FOREACH gives one per item, SELECT one. */
export const outputItems = (output: unknown): unknown[] => (Array.isArray(output) ? output : [output]);

/** How many items a preview shows: a FOREACH over a long array would bury the page. */
export const MAX_PREVIEW_ITEMS = 10;

/** `${qos}` or `${.qos}` alone: the path it reads; undefined for anything else. */
function singleVariable(template: string): string | undefined {
  const match = /^\$\{\.?([a-zA-Z0-9._]*)\}$/.exec(template.trim());
  return match ? match[1] : undefined;
}

/**
 * A value a republish takes as a constant or one placeholder (QoS, retain): the broker reads the
 * placeholder in the output (render_simple_var) and falls back to its default when it is missing.
 */
function simpleValue(template: string, data: unknown, fallback: unknown, constant: (text: string) => unknown): unknown {
  const path = singleVariable(template);
  if (path === undefined) return constant(template.trim());
  const value = path === '' ? data : lookup(data, path);
  return value === undefined ? fallback : value;
}

/** The placeholders the broker keeps as the incoming message's own user properties. */
const ORIGINAL_USER_PROPERTIES = ["${pub_props.'User-Property'}", "${.pub_props.'User-Property'}"];

/** Properties the broker sends as integers (encode_mqtt_property); text that is not one is dropped. */
const INTEGER_PROPERTIES: readonly string[] = ['Payload-Format-Indicator', 'Message-Expiry-Interval'];

export type UserProperties = { kind: 'original' } | { kind: 'value'; value: unknown } | { kind: 'none' };

export interface RepublishPreview {
  topic: string;
  payload: string;
  qos: unknown;
  retain: unknown;
  userProperties: UserProperties;
  /** The MQTT 5 properties set, rendered. */
  properties: [string, string][];
  /** Properties the broker leaves out: a number property that did not render as an integer. */
  droppedProperties: string[];
  directDispatch: boolean;
}

/** The message a republish sends for one output, as emqx_rule_actions:republish renders it. */
export function republishPreview(args: RepublishDraft, data: unknown): RepublishPreview {
  const userTemplate = args.userProperties.trim();
  let userProperties: UserProperties;
  if (ORIGINAL_USER_PROPERTIES.includes(userTemplate)) userProperties = { kind: 'original' };
  else if (userTemplate.startsWith('${')) {
    const path = singleVariable(userTemplate);
    const value = path === undefined ? undefined : path === '' ? data : lookup(data, path);
    userProperties = value === undefined || (isObject(value) && Object.keys(value).length === 0) ? { kind: 'none' } : { kind: 'value', value };
  } else userProperties = { kind: 'none' };
  const rendered = MQTT_PROPERTIES.filter((p) => args.mqttProperties[p].trim() !== '').map((p): [string, string] => [p, renderTemplate(args.mqttProperties[p].trim(), data)]);
  const valid = ([name, value]: [string, string]) => !INTEGER_PROPERTIES.includes(name) || /^[+-]?\d+$/.test(value);
  return {
    topic: renderTemplate(args.topic.trim(), data),
    // An empty payload template is `${.}`: the whole output as JSON.
    payload: args.payload === '' ? JSON.stringify(data) : renderTemplate(args.payload, data),
    qos: simpleValue(args.qos, data, 0, Number),
    retain: simpleValue(args.retain, data, false, (text) => text === 'true'),
    userProperties,
    properties: rendered.filter(valid),
    droppedProperties: rendered.filter((p) => !valid(p)).map(([name]) => name),
    directDispatch: args.directDispatch,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringMap = (value: unknown): Record<string, string> | undefined =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An HTTP action's answer to `GET /actions/{id}`, as the preview needs it. */
export interface HttpActionConfig {
  enable: boolean;
  /** The connector's name; its id is `http:<name>`. */
  connector: string;
  parameters: HttpRequestTemplate;
}

export function readHttpAction(answer: unknown): HttpActionConfig | undefined {
  if (!isObject(answer) || typeof answer.connector !== 'string') return undefined;
  const parameters = isObject(answer.parameters) ? answer.parameters : {};
  return {
    enable: answer.enable !== false,
    connector: answer.connector,
    parameters: { method: text(parameters.method), path: text(parameters.path), headers: stringMap(parameters.headers), body: text(parameters.body) },
  };
}

/** An HTTP connector's answer to `GET /connectors/{id}`: its URL and headers. */
export interface HttpConnectorConfig {
  enable: boolean;
  url: string;
  headers?: Record<string, string>;
}

export function readHttpConnector(answer: unknown): HttpConnectorConfig | undefined {
  if (!isObject(answer) || typeof answer.url !== 'string') return undefined;
  return { enable: answer.enable !== false, url: answer.url, headers: stringMap(answer.headers) };
}

/** The request the HTTP action sends for one output. */
export const httpPreview = (connector: HttpConnectorConfig, action: HttpActionConfig, data: unknown): RenderedHttpRequest =>
  renderHttpRequest({ url: connector.url, headers: connector.headers }, action.parameters, data);

/** A value shown and copied as text: strings as they are, the rest as JSON. */
export const shownValue = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** Headers one per line, as they would be written on the wire. */
export const headerLines = (headers: Record<string, string>): string => Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\n');
