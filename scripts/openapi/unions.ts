/**
 * EMQX writes every HOCON union as a `oneOf`, but a HOCON union takes the first member that accepts
 * a value. Where two members accept the same value, "exactly one" refuses what the broker takes:
 * `emqx_schema:timeout_duration() | infinity` (mqtt.idle_timeout, retry_interval), `duration() |
 * disabled` (sys_topics.sys_msg_interval, sysmon.vm.long_gc), `rfc3339_system_time() | infinity`
 * (api_key.expired_at, banned.until), `front | rear | binary()` (plugins.position), and every
 * `hoconsc:union` of object members told apart by nothing but their fields (action, connector and
 * gateway update bodies, rule actions, log.file). Such a `oneOf` becomes the `anyOf` that says what
 * the broker accepts; a `oneOf` whose members cannot both accept a value stays as it is.
 */
import type { Json, JsonObject } from './normalize.ts';

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(doc: JsonObject, member: JsonObject, seen = new Set<string>()): JsonObject {
  const ref = member.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return member;
  seen.add(ref);
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) node = isObject(node) ? node[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObject(node) ? resolve(doc, node, seen) : member;
}

/** The JSON types a member accepts (integer counts as number); undefined when it says nothing of its type. */
function memberTypes(doc: JsonObject, member: JsonObject): Set<string> | undefined {
  const schema = resolve(doc, member);
  const kind = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(kind));
  if (typeof schema.type === 'string') return new Set([schema.type === 'integer' ? 'number' : schema.type]);
  if (isObject(schema.properties)) return new Set(['object']);
  const nested = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(nested)) {
    const all = nested.filter(isObject).map((m) => memberTypes(doc, m));
    if (all.some((t) => t === undefined)) return undefined;
    return new Set(all.flatMap((t) => [...t!]));
  }
  return undefined;
}

/** Whether two members can accept one value: a type in common, unless both are enums with no value in common. */
function overlap(doc: JsonObject, a: JsonObject, b: JsonObject): boolean {
  const [ta, tb] = [memberTypes(doc, a), memberTypes(doc, b)];
  if (!ta || !tb || ![...ta].some((t) => tb.has(t))) return false;
  const [ea, eb] = [resolve(doc, a).enum, resolve(doc, b).enum];
  if (Array.isArray(ea) && Array.isArray(eb)) {
    const left = ea.map((v) => JSON.stringify(v));
    return eb.some((v) => left.includes(JSON.stringify(v)));
  }
  return true;
}

export function membersOverlap(doc: JsonObject, members: Json[]): boolean {
  const list = members.filter(isObject);
  return list.some((a, i) => list.slice(i + 1).some((b) => overlap(doc, a, b)));
}

/** Turns `schema.oneOf` into `anyOf` when its members overlap; answers whether it did. */
export function settleOverlappingUnion(doc: JsonObject, schema: JsonObject): boolean {
  if (!Array.isArray(schema.oneOf) || !membersOverlap(doc, schema.oneOf)) return false;
  schema.anyOf = schema.oneOf;
  delete schema.oneOf;
  return true;
}
