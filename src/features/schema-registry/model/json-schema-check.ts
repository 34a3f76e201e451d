/**
 * A JSON schema's source: JSON whose root is a schema object, and the few keywords whose shape is
 * easy to get wrong by hand (`type`, `properties`, `required`, `enum`) checked where they appear.
 * It does not validate the whole draft: the broker's own check has the last word.
 */
import { member, opening, readJson, type JsonNode } from './json-source';
import type { SourceProblem } from './source-problem';

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
/** Keywords whose value is one schema, or a list or map of schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'additionalItems', 'contains', 'propertyNames', 'if', 'then', 'else'];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems'];
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

function checkSchema(node: JsonNode, problems: SourceProblem[]): void {
  // `true` and `false` are schemas too (anything, nothing) below the root.
  if (node.kind === 'boolean') return;
  if (node.kind !== 'object') {
    problems.push({ ...opening(node), code: 'jsonschema.not-schema' });
    return;
  }
  const type = member(node, 'type');
  if (type) {
    const names = type.kind === 'array' ? type.items : [type];
    for (const name of names) {
      if (name.kind !== 'string' || !TYPES.has(name.value)) problems.push({ from: name.from, to: name.to, code: 'jsonschema.bad-type', values: { type: name.kind === 'string' ? name.value : '' } });
    }
  }
  const required = member(node, 'required');
  if (required && (required.kind !== 'array' || required.items.some((i) => i.kind !== 'string'))) problems.push({ from: required.from, to: required.to, code: 'jsonschema.required-not-strings' });
  const enumeration = member(node, 'enum');
  if (enumeration && enumeration.kind !== 'array') problems.push({ from: enumeration.from, to: enumeration.to, code: 'jsonschema.enum-not-array' });

  for (const entry of node.entries) {
    const value = entry.value;
    if (SCHEMA_MAP.includes(entry.key)) {
      if (value.kind !== 'object') problems.push({ from: value.from, to: value.to, code: 'jsonschema.properties-not-object', values: { keyword: entry.key } });
      else for (const property of value.entries) checkSchema(property.value, problems);
    } else if (SCHEMA_LIST.includes(entry.key) && value.kind === 'array') {
      for (const item of value.items) checkSchema(item, problems);
    } else if (ONE_SCHEMA.includes(entry.key)) {
      checkSchema(value, problems);
    }
  }
}

export function checkJsonSchema(source: string): SourceProblem[] {
  const read = readJson(source);
  if (!read.ok) return [read.problem];
  if (read.node.kind !== 'object') return [{ ...opening(read.node), code: 'jsonschema.not-object' }];
  const problems: SourceProblem[] = [];
  checkSchema(read.node, problems);
  return problems;
}
