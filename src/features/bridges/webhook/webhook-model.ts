/**
 * "Send these messages to my HTTP endpoint" as one form: what the endpoint gets first (URL, method,
 * headers, body), the rule that feeds it (a topic filter, or SQL), then the connector's, the
 * request's and the buffer's tuning folded away. One Create makes the connector, the action and
 * the rule, in that order; this module turns the form into their three bodies.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { topicFilterError } from '../../../domain/topic-filter';
import { compact, connectorSectionSchema, withSpecDefaults, type Values } from '../editor/form-model';
import { nameErrors, type FieldErrors } from '../editor/validate';

/** What the endpoint gets, and the rule's topic: shown first; everything else is folded. */
export const WEBHOOK_ESSENTIALS = ['url', 'method', 'headers', 'body', 'topic', 'name'];

/** Fields of the connector and of the action's request that the essentials already cover. */
const CONNECTOR_COVERED = ['url', 'headers', 'name', 'request'];
const PARAMETERS_COVERED = ['method', 'headers', 'body', 'path'];

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function without(schema: RJSFSchema | undefined, drop: string[]): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema?.properties ?? {}).filter(([key]) => !drop.includes(key)));
  return { ...schema, type: 'object', properties, required: (schema?.required ?? []).filter((key) => !drop.includes(key)) };
}

export interface WebhookTexts {
  topic: { title: string; description: string };
  sql: { title: string; description: string };
  name: { title: string; description: string };
  body: string;
}

/**
 * The page's schema from the HTTP action's and connector's: `connector` undefined when an existing
 * connector is reused (its settings are its own).
 */
export function webhookSchema(action: RJSFSchema, connector: RJSFSchema | undefined, texts: WebhookTexts): RJSFSchema {
  const parameters = (action.properties?.parameters ?? {}) as RJSFSchema;
  const request = parameters.properties ?? {};
  const url = (connector?.properties?.url ?? { type: 'string' }) as RJSFSchema;
  return {
    type: 'object',
    required: ['url', 'name'],
    properties: {
      url,
      method: request.method as RJSFSchema,
      headers: request.headers as RJSFSchema,
      body: { ...(request.body as RJSFSchema), description: texts.body },
      topic: { type: 'string', ...texts.topic },
      name: { ...(action.properties?.name as RJSFSchema), ...texts.name },
      sql: { type: 'string', ...texts.sql },
      ...(connector ? { connector: { ...connectorSectionSchema(without(connector, CONNECTOR_COVERED), false), type: 'object' } } : {}),
      parameters: without(parameters, PARAMETERS_COVERED),
      resource_opts: action.properties?.resource_opts as RJSFSchema,
    },
  };
}

/** The first `webhook_N` no action and no connector is called. */
export function defaultWebhookName(taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`webhook_${n}`)) return `webhook_${n}`;
}

export interface ConnectorAnswer {
  type?: string;
  name?: string;
  url?: unknown;
}

const baseOf = (url: string): string => url.replace(/\/+$/, '');

/** An existing HTTP connector whose URL the typed one starts with: offered for reuse, never picked for the user. */
export function reusableConnector(url: string, connectors: readonly ConnectorAnswer[]): { name: string; url: string } | undefined {
  const typed = text(url);
  if (!/^https?:\/\/[^/]+/.test(typed)) return undefined;
  const fits = connectors
    .filter((c) => c.type === 'http' && typeof c.url === 'string' && typeof c.name === 'string')
    .map((c) => ({ name: c.name!, url: baseOf(c.url as string) }))
    .filter((c) => typed === c.url || typed.startsWith(`${c.url}/`) || typed.startsWith(`${c.url}?`));
  // The longest base fits best.
  return fits.sort((a, b) => b.url.length - a.url.length)[0];
}

/** The rule's SQL: the one typed, else every message on the topic filter. */
export function ruleSql(values: Values): string {
  const sql = text(values.sql);
  return sql || `SELECT\n  *\nFROM\n  "${text(values.topic).replace(/"/g, '\\"')}"`;
}

export interface WebhookBodies {
  connector?: Values;
  action: Values;
  rule: { name: string; sql: string; actions: string[]; enable: boolean; description: string };
}


/**
 * The three bodies. A reused connector keeps its own settings: the action's path is what the
 * typed URL adds to the connector's. A new connector is named after the action and has the URL.
 */
export function webhookBodies(values: Values, reuse: { name: string; url: string } | undefined): WebhookBodies {
  const name = text(values.name);
  const url = text(values.url);
  const section = isObject(values.connector) ? values.connector : {};
  const connector = reuse ? undefined : compact({ ...section, type: 'http', name, url });
  const path = reuse ? url.slice(reuse.url.length).replace(/^\/+/, '') : '';
  const parameters = compact({ ...(isObject(values.parameters) ? values.parameters : {}), method: values.method, headers: values.headers, body: text(values.body) || undefined, path: path || undefined });
  const action = compact({ type: 'http', name, connector: reuse?.name ?? name, parameters, resource_opts: values.resource_opts });
  return {
    connector,
    action,
    rule: { name, sql: ruleSql(values), actions: [`http:${name}`], enable: true, description: '' },
  };
}

export const WEBHOOK_MESSAGES = {
  invalidUrl: msg`Enter a URL starting with http:// or https://`,
  topicOrSql: msg`Enter the topic filter of the messages to send, or the rule's SQL`,
  nameTaken: msg`An action or connector with this name already exists`,
};

/**
 * The checks the schema cannot make, as the user types. `submitted`: a topic filter left empty
 * is said on Create, so the page does not open on an error.
 */
export function webhookErrors(values: Values, context: { taken: ReadonlySet<string>; submitted: boolean }): FieldErrors {
  const errors: FieldErrors = [];
  const put = (path: string[], message: MessageDescriptor | undefined) => void (message && errors.push({ path, message }));
  const url = text(values.url);
  if (url && !/^https?:\/\/[^/\s]+/i.test(url)) put(['url'], WEBHOOK_MESSAGES.invalidUrl);
  const topic = text(values.topic);
  if (!text(values.sql)) {
    if (topic) put(['topic'], topicFilterError(topic));
    else if (context.submitted) put(['topic'], WEBHOOK_MESSAGES.topicOrSql);
  }
  errors.push(...nameErrors(values.name, context.taken, ['name'], WEBHOOK_MESSAGES.nameTaken));
  return errors;
}

/** The body is JSON unless the user writes another: the endpoint is told so. */
export const WEBHOOK_HEADERS = { 'content-type': 'application/json' };

/** The first values: the schema's defaults (query mode sync, as the spec has it: docs/product-spec.md §3), a free name, JSON headers. */
export function initialWebhookValues(defaults: Values, name: string): Values {
  const headers = isObject(defaults.headers) && Object.keys(defaults.headers).length > 0 ? defaults.headers : WEBHOOK_HEADERS;
  return withSpecDefaults({ ...defaults, headers, name });
}
