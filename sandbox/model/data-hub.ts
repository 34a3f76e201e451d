/**
 * Smart Data Hub on the publish path, as the broker's 'message.publish' hooks run it: the schema
 * validations first (priority 945), then the message transformations (943), each in its configured
 * order, counting their metrics and the global `messages.validation_*` / `messages.transformation_*`.
 * A failure's action decides: `ignore` goes on (a transformation's with the message as it was), `drop`
 * and `disconnect` stop the message (an API publish has no connection to close).
 */
import type { Json, JsonObject } from '../lib/json';
import { countLive } from './hub-items';
import { matchingTransformations, runTransformation, type TransformationItem } from './message-transformations';
import type { SchemaRecord } from './schema-registry';
import { matchingValidations, validationPasses, type ValidationItem } from './schema-validations';

export interface DataHubState {
  validations: ValidationItem[];
  transformations: TransformationItem[];
  /** External registries by name, as sent (model/external-registries.ts). */
  externalRegistries: Map<string, JsonObject>;
}

export interface HubMessage {
  topic: string;
  payload: string;
  qos: 0 | 1 | 2;
  retain: boolean;
  clientid: string;
  userProperties: Record<string, string>;
}

export interface HubOutcome {
  /** The message to route, or undefined when a failure dropped it. */
  message?: HubMessage;
  /** Global counters to add (`messages.validation_failed`…). */
  counters: string[];
}

const toText = (payload: Json): string => (typeof payload === 'string' ? payload : JSON.stringify(payload));

export function passDataHub(hub: DataHubState, registry: ReadonlyMap<string, SchemaRecord>, message: HubMessage, now: number, node: string): HubOutcome {
  const counters: string[] = [];
  const validations = matchingValidations(hub.validations, message.topic);
  if (validations.length > 0) {
    let stopped = false;
    for (const v of validations) {
      const passed = validationPasses(v, message, registry, now, node);
      countLive(v, passed ? 'succeeded' : 'failed', now);
      if (!passed && v.failureAction !== 'ignore') {
        stopped = true;
        break;
      }
    }
    counters.push(stopped ? 'messages.validation_failed' : 'messages.validation_succeeded');
    if (stopped) return { counters };
  }
  const transformations = matchingTransformations(hub.transformations, message.topic);
  if (transformations.length === 0) return { message, counters };
  let current = message;
  for (const t of transformations) {
    const result = runTransformation(
      t,
      { ...current, username: undefined, peername: '127.0.0.1:0', userProperty: current.userProperties, pubProps: {}, clientAttrs: {} },
      registry,
      now,
      node,
    );
    if ('ok' in result) {
      countLive(t, 'succeeded', now);
      const { ok } = result;
      current = { ...current, topic: ok.topic, payload: toText(ok.payload), qos: ok.qos as 0 | 1 | 2, retain: ok.retain, userProperties: ok.userProperty };
      continue;
    }
    countLive(t, 'failed', now);
    if (t.failureAction !== 'ignore') return { counters: [...counters, 'messages.transformation_failed'] };
  }
  return { message: current, counters: [...counters, 'messages.transformation_succeeded'] };
}
