/**
 * An Avro schema's source (Avro 1.11 specification, "Schema Declaration"): JSON that declares a
 * primitive, a named type defined earlier, a union, or an object with a known `type`. Records,
 * errors, enums and fixed need a valid name (unique with its namespace); records their fields, each
 * with a name and a type; enums their symbols; arrays their items; maps their values; fixed its size.
 * Defaults, logical types, aliases and docs are left to the broker.
 */
import { member, opening, readJson, type JsonNode } from './json-source';
import type { SourceProblem } from './source-problem';

const PRIMITIVES = new Set(['null', 'boolean', 'int', 'long', 'float', 'double', 'bytes', 'string']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const isFullName = (name: string) => name.split('.').every((part) => NAME.test(part));

class AvroChecker {
  readonly problems: SourceProblem[] = [];
  /** Full names of the named types defined so far, in reading order (a type is usable after its definition). */
  private readonly defined = new Set<string>();

  private report(node: { from: number; to: number }, code: SourceProblem['code'], values?: SourceProblem['values']): void {
    this.problems.push({ from: node.from, to: node.to, code, ...(values ? { values } : {}) });
  }

  /** Whether `name`, read in `namespace`, is a named type defined earlier. */
  private isDefined(name: string, namespace: string): boolean {
    return this.defined.has(name) || (namespace !== '' && !name.includes('.') && this.defined.has(`${namespace}.${name}`));
  }

  schema(node: JsonNode, namespace: string): void {
    if (node.kind === 'string') return this.typeName(node, node.value, namespace);
    if (node.kind === 'array') return this.union(node, namespace);
    if (node.kind !== 'object') return this.report(opening(node), 'avro.not-schema');
    const type = member(node, 'type');
    if (!type) return this.report(opening(node), 'avro.missing-type');
    if (type.kind === 'object' || type.kind === 'array') return this.schema(type, namespace);
    if (type.kind !== 'string') return this.report(type, 'avro.not-schema');
    switch (type.value) {
      case 'record':
      case 'error':
        return this.record(node, namespace);
      case 'enum':
        return this.enumeration(node, namespace);
      case 'fixed': {
        this.named(node, namespace);
        const size = member(node, 'size');
        if (!size || size.kind !== 'number' || !Number.isInteger(size.value) || size.value < 0) this.report(size ?? opening(node), 'avro.bad-size');
        return;
      }
      case 'array': {
        const items = member(node, 'items');
        return items ? this.schema(items, namespace) : this.report(opening(node), 'avro.missing-items');
      }
      case 'map': {
        const values = member(node, 'values');
        return values ? this.schema(values, namespace) : this.report(opening(node), 'avro.missing-values');
      }
      default:
        return this.typeName(type, type.value, namespace);
    }
  }

  private typeName(node: JsonNode, name: string, namespace: string): void {
    if (PRIMITIVES.has(name) || this.isDefined(name, namespace)) return;
    this.report(node, 'avro.unknown-type', { type: name });
  }

  /** Defines the type's name; answers the namespace its members are read in. */
  private named(node: JsonNode, namespace: string): string {
    const name = member(node, 'name');
    if (!name) {
      this.report(opening(node), 'avro.missing-name');
      return namespace;
    }
    if (name.kind !== 'string' || !isFullName(name.value) || PRIMITIVES.has(name.value)) {
      this.report(name, 'avro.bad-name', { name: name.kind === 'string' ? name.value : '' });
      return namespace;
    }
    const declared = member(node, 'namespace');
    const space = name.value.includes('.') ? name.value.slice(0, name.value.lastIndexOf('.')) : declared?.kind === 'string' ? declared.value : namespace;
    if (declared && (declared.kind !== 'string' || (declared.value !== '' && !isFullName(declared.value)))) this.report(declared, 'avro.bad-name', { name: declared.kind === 'string' ? declared.value : '' });
    const full = name.value.includes('.') || space === '' ? name.value : `${space}.${name.value}`;
    if (this.defined.has(full)) this.report(name, 'avro.duplicate-name', { name: full });
    this.defined.add(full);
    return space;
  }

  private record(node: JsonNode, namespace: string): void {
    // Defined before its fields: a record may refer to itself (a linked list, a tree).
    const space = this.named(node, namespace);
    const fields = member(node, 'fields');
    if (!fields || fields.kind !== 'array') return this.report(fields ?? opening(node), 'avro.missing-fields');
    const seen = new Set<string>();
    for (const field of fields.items) {
      if (field.kind !== 'object') {
        this.report(opening(field), 'avro.field-not-object');
        continue;
      }
      const name = member(field, 'name');
      if (!name) this.report(opening(field), 'avro.field-missing-name');
      else if (name.kind !== 'string' || !NAME.test(name.value)) this.report(name, 'avro.bad-name', { name: name.kind === 'string' ? name.value : '' });
      else if (seen.has(name.value)) this.report(name, 'avro.duplicate-field', { name: name.value });
      else seen.add(name.value);
      const type = member(field, 'type');
      if (!type) this.report(opening(field), 'avro.field-missing-type');
      else this.schema(type, space);
    }
  }

  private enumeration(node: JsonNode, namespace: string): void {
    this.named(node, namespace);
    const symbols = member(node, 'symbols');
    if (!symbols || symbols.kind !== 'array') return this.report(symbols ?? opening(node), 'avro.missing-symbols');
    const seen = new Set<string>();
    for (const symbol of symbols.items) {
      if (symbol.kind !== 'string' || !NAME.test(symbol.value)) this.report(symbol, 'avro.bad-symbol', { symbol: symbol.kind === 'string' ? symbol.value : '' });
      else if (seen.has(symbol.value)) this.report(symbol, 'avro.duplicate-symbol', { symbol: symbol.value });
      else seen.add(symbol.value);
    }
  }

  /** A union: no union directly inside it, and no two members of the same unnamed type or the same name. */
  private union(node: JsonNode & { kind: 'array' }, namespace: string): void {
    const seen = new Set<string>();
    for (const item of node.items) {
      if (item.kind === 'array') {
        this.report(opening(item), 'avro.nested-union');
        continue;
      }
      this.schema(item, namespace);
      const key = unionKey(item, namespace);
      if (key === undefined) continue;
      if (seen.has(key)) this.report(item, 'avro.duplicate-union-member', { type: key });
      seen.add(key);
    }
  }
}

/** What a union member is told apart by: its type, or for a named type its full name. */
function unionKey(node: JsonNode, namespace: string): string | undefined {
  if (node.kind === 'string') return node.value;
  if (node.kind !== 'object') return undefined;
  const type = member(node, 'type');
  if (type?.kind !== 'string') return undefined;
  if (!['record', 'error', 'enum', 'fixed'].includes(type.value)) return type.value;
  const name = member(node, 'name');
  if (name?.kind !== 'string') return undefined;
  const declared = member(node, 'namespace');
  const space = declared?.kind === 'string' ? declared.value : namespace;
  return name.value.includes('.') || space === '' ? name.value : `${space}.${name.value}`;
}

export function checkAvroSchema(source: string): SourceProblem[] {
  const read = readJson(source);
  if (!read.ok) return [read.problem];
  const checker = new AvroChecker();
  checker.schema(read.node, '');
  return checker.problems;
}
