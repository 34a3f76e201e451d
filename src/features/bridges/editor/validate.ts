/**
 * The checks the schema cannot make: the bridge's name against the broker's rule and the names in
 * use, the spec's MQTT rules across ingress and egress, and the stored password of an MQTT
 * connector whose target changed. Each answers the form paths with their message.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorSchema } from '@rjsf/utils';
import { MASKED_SECRET } from '../../../forms/units';
import { isValidResourceName } from '../model/bridge';
import { hasEgress, hasIngress, newConnectorName, type Values } from './form-model';

export type FieldErrors = { path: string[]; message: MessageDescriptor }[];

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const MESSAGES = {
  invalidName: msg`Names start with a letter or digit and contain only letters, digits, '-', '_' and '.'`,
  nameTaken: msg`A bridge with this name already exists`,
  connectorTaken: msg`A connector with this name already exists`,
  noRemoteTopic: msg`Please configure at least one remote topic in ingress or egress`,
  sameRemoteTopic: msg`The same remote MQTT topics are configured for ingress and egress`,
  reenterPassword: msg`Please re-enter your original password`,
  poolSizeZero: msg`The buffer pool size may be 0 only for a bridge with ingress only`,
};

/** A name the broker accepts and nothing of the same kind uses. Empty is the schema's "required". */
export function nameErrors(name: unknown, taken: ReadonlySet<string>, path: string[], takenMessage: MessageDescriptor): FieldErrors {
  const value = text(name);
  if (value === '') return [];
  if (!isValidResourceName(value)) return [{ path, message: MESSAGES.invalidName }];
  return taken.has(value) ? [{ path, message: takenMessage }] : [];
}

/**
 * The spec's MQTT bridge rules (docs/product-spec.md §5). `submitted`: "at least one remote topic" waits for a save, so an
 * untouched form does not open on an error.
 */
export function mqttErrors(values: Values, submitted: boolean): FieldErrors {
  const errors: FieldErrors = [];
  const ingress = isObject(values.ingress) ? values.ingress : {};
  const egress = isObject(values.egress) ? values.egress : {};
  if (submitted && !hasIngress(values) && !hasEgress(values)) {
    errors.push({ path: ['ingress', 'topic'], message: MESSAGES.noRemoteTopic }, { path: ['egress', 'topic'], message: MESSAGES.noRemoteTopic });
  }
  if (hasIngress(values) && text(ingress.topic) === text(egress.topic)) {
    errors.push({ path: ['ingress', 'topic'], message: MESSAGES.sameRemoteTopic }, { path: ['egress', 'topic'], message: MESSAGES.sameRemoteTopic });
  }
  // Buffer workers only serve egress: 0 is right only when there is none.
  const pool = isObject(egress.resource_opts) ? egress.resource_opts.worker_pool_size : undefined;
  if (hasEgress(values) && pool === 0) errors.push({ path: ['egress', 'resource_opts', 'worker_pool_size'], message: MESSAGES.poolSizeZero });
  return errors;
}

/**
 * An MQTT connector's password is stored encrypted and comes back masked. Once the server or the
 * username changes, the stored password would go to another account or broker: it has to be typed
 * again, as the user knows it, instead of silently reused.
 */
export function passwordErrors(section: unknown, original: Values | undefined, path: string[]): FieldErrors {
  if (!isObject(section) || !original || original.password !== MASKED_SECRET) return [];
  const retargeted = text(section.server) !== text(original.server) || text(section.username) !== text(original.username);
  return retargeted && section.password === MASKED_SECRET ? [{ path, message: MESSAGES.reenterPassword }] : [];
}

/** The create form's checks: bridge names per kind, the new connector's name, MQTT's rules. */
export function createErrors(
  values: Values,
  context: { kinds: ('action' | 'source')[]; takenActions: ReadonlySet<string>; takenSources: ReadonlySet<string>; takenConnectors?: ReadonlySet<string>; mqtt: boolean; submitted: boolean },
): FieldErrors {
  const errors: FieldErrors = [];
  const taken = new Set<string>();
  const kinds = context.mqtt ? [...(hasIngress(values) ? ['source'] : []), ...(hasEgress(values) ? ['action'] : [])] : context.kinds;
  if (kinds.includes('action')) for (const n of context.takenActions) taken.add(n);
  if (kinds.includes('source')) for (const n of context.takenSources) taken.add(n);
  errors.push(...nameErrors(values.name, taken, ['name'], MESSAGES.nameTaken));
  if (context.takenConnectors && isObject(values.connector)) {
    const path = text(values.connector.name) ? ['connector', 'name'] : ['name'];
    errors.push(...nameErrors(newConnectorName(values), context.takenConnectors, path, MESSAGES.connectorTaken));
  }
  if (context.mqtt) errors.push(...mqttErrors(values, context.submitted));
  return errors;
}

/** The errors as RJSF's error schema, in the user's language, each message once per field. */
export function toErrorSchema(errors: FieldErrors, translate: (m: MessageDescriptor) => string): ErrorSchema | undefined {
  if (errors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    const list = (node.__errors ??= []) as string[];
    const text = translate(message);
    if (!list.includes(text)) list.push(text);
  }
  return root as ErrorSchema;
}
