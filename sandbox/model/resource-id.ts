/**
 * Connector, action and source ids (`{type}:{name}`) and names, checked as EMQX 5.8.1 checks them
 * (`emqx_resource:parse_resource_id/2`, `validate_name/2`), and the words the API modules answer
 * with when an id is malformed or names nothing (`emqx_connector_api`, `emqx_bridge_v2_api`).
 */
import { ACTION_TYPES, SOURCE_TYPES } from './channel-types';
import { nameProblem } from './schema-errors';

/** `emqx_resource:validate_name/2`, shared with the Smart Data Hub's names. */
export { nameProblem };

/**
 * Types the broker knows as atoms: the action, source and connector types of the document. The
 * broker accepts any existing atom here; an unknown word is `unknown resource type`.
 */
const KNOWN_TYPES = new Set<string>([...ACTION_TYPES, ...SOURCE_TYPES, 'syskeeper_proxy', 'kafka', 'webhook', 'mqtt_subscriber', 'mqtt_publisher']);

/** Why the broker cannot read a type: not an atom it knows. */
export const typeProblem = (type: string): string | undefined => (KNOWN_TYPES.has(type) ? undefined : `unknown resource type: ${type}`);

/**
 * `http:webhook_out` → type and name, or the reason the broker gives (after its prefix, `connector:`
 * or `bridge:`, is taken off): not exactly one `:`, an unknown type, a name it refuses.
 */
export function parseResourceId(raw: string, prefix: 'connector:' | 'bridge:'): { type: string; name: string } | { problem: string } {
  const id = raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
  const parts = id.split(':');
  if (parts.length !== 2) return { problem: `should be of pattern {type}:{name}, but got: ${id}` };
  const [type, name] = parts as [string, string];
  const problem = typeProblem(type) ?? nameProblem(name);
  return problem ? { problem } : { type, name };
}

/** `?CONNECTOR_NOT_FOUND` of emqx_connector_api. */
export const connectorNotFound = (type: string, name: string): string => `Connector lookup failed: connector named '${name}' of type ${type} does not exist.`;

/** `?BRIDGE_NOT_FOUND` of emqx_bridge_v2_api, for actions and sources alike. */
export const bridgeNotFound = (type: string, name: string): string => `Bridge lookup failed: bridge named '${name}' of type ${type} does not exist.`;

/** The 400 message of a create whose type or name is refused: the thrown map as JSON (`emqx_utils_api:to_json/1`). */
export const validationMessage = (reason: string): string => JSON.stringify({ kind: 'validation_error', reason });
