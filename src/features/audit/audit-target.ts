/**
 * What an audit entry changed, named as the console names it ("Rule temperature_alerts") instead of
 * the API's template (`/rules/{id}`): read from the template's parameters, or from the body of a
 * create, which has no parameter yet.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { AuditAudit } from '../../generated/model';
import { present, requestOf, statusOf } from './audit-entry';

export interface AuditTarget {
  kind: MessageDescriptor;
  /** The object's name or ID; absent for a screen-wide setting ("Authorization settings"). */
  name?: string;
  /** Where the object is shown, when the console has a screen for it. */
  link?: LinkOptions;
}

type Read = (name: string | undefined, body: Record<string, unknown>) => AuditTarget | undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
/** A connector's, action's or source's ID from a create's body. */
const resourceId = (body: Record<string, unknown>) => (text(body.type) && text(body.name) ? `${String(body.type)}:${String(body.name)}` : undefined);

const rule: Read = (id, body) => {
  const ruleId = id ?? text(body.id);
  return { kind: msg`Rule`, name: ruleId ?? text(body.name), link: ruleId ? linkOptions({ to: '/rules/detail/$id', params: { id: ruleId } }) : undefined };
};
const action: Read = (id, body) => {
  const name = id ?? resourceId(body);
  return { kind: msg`Action`, name, link: name ? linkOptions({ to: '/bridge/detail/$id', params: { id: name } }) : undefined };
};
const source: Read = (id, body) => {
  const name = id ?? resourceId(body);
  return { kind: msg`Source`, name, link: name ? linkOptions({ to: '/bridge/detail/$id', params: { id: name }, search: { kind: 'source' } }) : undefined };
};
const connector: Read = (id, body) => {
  const name = id ?? resourceId(body);
  return { kind: msg`Connector`, name, link: name ? linkOptions({ to: '/bridge/connector/$id', params: { id: name } }) : undefined };
};
const authenticator: Read = (id, body) => {
  const name = id ?? (text(body.mechanism) ? [body.mechanism, body.backend].filter(text).join(':') : undefined);
  return { kind: msg`Authenticator`, name, link: name ? linkOptions({ to: '/authentication/detail/$id', params: { id: name } }) : undefined };
};
const authzSource: Read = (type, body) => {
  const name = type ?? text(body.type);
  return { kind: msg`Authorization source`, name, link: name ? linkOptions({ to: '/authorization/detail/$type', params: { type: name } }) : undefined };
};
const exhook: Read = (name, body) => {
  const server = name ?? text(body.name);
  return { kind: msg`ExHook server`, name: server, link: server ? linkOptions({ to: '/exhook/detail/$exhookName', params: { exhookName: server } }) : undefined };
};
const plugin: Read = (name) => ({ kind: msg`Plugin`, name, link: name ? linkOptions({ to: '/plugins/detail/$plugin', params: { plugin: name } }) : undefined });
const schema: Read = (name, body) => {
  const schemaName = name ?? text(body.name);
  return { kind: msg`Schema`, name: schemaName, link: schemaName ? linkOptions({ to: '/schema-registry/detail/$name', params: { name: schemaName } }) : undefined };
};
const trace: Read = (name, body) => {
  const traceName = name ?? text(body.name);
  return { kind: msg`Trace`, name: traceName, link: traceName ? linkOptions({ to: '/log-trace/detail/$id', params: { id: traceName } }) : undefined };
};
const client: Read = (id) => ({ kind: msg`Client`, name: id, link: id ? linkOptions({ to: '/connections/detail/$clientId', params: { clientId: id } }) : undefined });
const gateway: Read = (name) => ({ kind: msg`Gateway`, name, link: name ? linkOptions({ to: '/gateway/detail/$name/settings', params: { name } }) : undefined });
const listener: Read = (id, body) => ({ kind: msg`Listener`, name: id ?? resourceId(body), link: linkOptions({ to: '/listener' }) });
const apiKey: Read = (name, body) => ({ kind: msg`API key`, name: name ?? text(body.name), link: linkOptions({ to: '/APIKey' }) });
const user: Read = (name, body) => ({ kind: msg`User`, name: name ?? text(body.username), link: linkOptions({ to: '/users' }) });
const ban: Read = (who, body) => ({ kind: msg`Ban`, name: who ?? text(body.who), link: linkOptions({ to: '/blacklist' }) });

/**
 * The API's collections, by the template's first segment: which reader names the object, and the
 * template's parameter that holds its name.
 */
const COLLECTIONS: Record<string, { read: Read; param: string }> = {
  rules: { read: rule, param: 'id' },
  actions: { read: action, param: 'id' },
  sources: { read: source, param: 'id' },
  connectors: { read: connector, param: 'id' },
  authentication: { read: authenticator, param: 'id' },
  exhooks: { read: exhook, param: 'name' },
  plugins: { read: plugin, param: 'name' },
  schema_registry: { read: schema, param: 'name' },
  trace: { read: trace, param: 'name' },
  clients: { read: client, param: 'clientid' },
  gateways: { read: gateway, param: 'name' },
  listeners: { read: listener, param: 'id' },
  api_key: { read: apiKey, param: 'name' },
  users: { read: user, param: 'username' },
  banned: { read: ban, param: 'who' },
};

/** Templates that change one screen's settings rather than an object. */
const SETTINGS: Record<string, AuditTarget> = {
  '/authorization/settings': { kind: msg`Authorization settings`, link: linkOptions({ to: '/authorization' }) },
  '/login': { kind: msg`Login` },
  '/logout': { kind: msg`Logout` },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object an entry changed; undefined for a command-line entry or an API the console does not name. */
export function auditTarget(entry: AuditAudit): AuditTarget | undefined {
  const template = present(entry.operation_id);
  if (!template) return undefined;
  const setting = SETTINGS[template];
  if (setting) return setting;
  const request = requestOf(entry);
  const bindings = isRecord(request?.bindings) ? request.bindings : {};
  const body = isRecord(request?.body) ? request.body : {};
  if (template.startsWith('/authorization/sources')) return authzSource(text(bindings.type), body);
  const segment = template.split('/')[1] ?? '';
  const collection = COLLECTIONS[segment];
  return collection ? collection.read(text(bindings[collection.param]), body) : undefined;
}

/** The same object, for telling whether a later entry on the page deleted it. */
export const targetKey = (target: AuditTarget): string | undefined => (target.name === undefined ? undefined : `${target.kind.id}|${target.name}`);

const succeeded = (entry: AuditAudit) => entry.operation_result !== 'failure' && (statusOf(entry) ?? 200) < 300;
const isDelete = (entry: AuditAudit) => String(present(entry.http_method) ?? '').toUpperCase() === 'DELETE';

/**
 * Of the entries on a page (newest first), those whose object is gone as far as the page tells: the
 * newest change of it that succeeded was a delete, or it was never made (only a create that failed).
 * Their link would lead nowhere. What happened on other pages is not known here, and the object's
 * screen says so when opened: reading every object of the page again would cost a request per row.
 */
export function goneTargets(entries: readonly AuditAudit[]): Set<number> {
  const keys = entries.map((entry) => {
    const target = auditTarget(entry);
    return target && targetKey(target);
  });
  const exists = new Map<string, boolean>();
  entries.forEach((entry, index) => {
    const key = keys[index];
    if (key && !exists.has(key) && succeeded(entry)) exists.set(key, !isDelete(entry));
  });
  const gone = new Set<number>();
  entries.forEach((entry, index) => {
    const key = keys[index];
    if (!key) return;
    const fate = exists.get(key);
    const neverMade = fate === undefined && String(present(entry.http_method) ?? '').toUpperCase() === 'POST';
    if (fate === false || neverMade) gone.add(index);
  });
  return gone;
}
