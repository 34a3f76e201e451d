/**
 * Prints an API diff (diff.ts) as text: totals first, then what can break the console (removed and
 * changed operations and schemas, each with the console files that use it), then what is new.
 */
import type { Change, DiffReport, OperationRef, SchemaRef } from './diff.ts';
import type { Use, Uses } from './diff-uses.ts';

export interface FormatOptions {
  /** Where the documents came from, e.g. `HEAD:openapi/emqx-enterprise-5.8.1.json`. */
  beforeLabel?: string;
  afterLabel?: string;
  /** From usesOf: adds "used in" lines. */
  uses?: Uses;
  /** How many files a "via operations" line lists before "+N more". */
  maxViaFiles?: number;
}

function location(change: Change, field = change.field): string {
  if (change.where === 'parameter') return `parameter ${field}`;
  // The items of an array body: `response 200 items`, `response 200 items.clientid`.
  const shown = field.startsWith('[]') ? `items${field.slice(2)}` : field ? `field ${field}` : '';
  const parts = [change.where, shown].filter(Boolean);
  return parts.join(' ') || 'schema';
}

const withDetail = (text: string, change: Change): string => (change.detail ? `${text} (${change.detail})` : text);

export function formatChange(change: Change): string {
  switch (change.kind) {
    case 'added':
      return withDetail(`+ ${location(change)}: ${change.after}`, change);
    case 'removed':
      return withDetail(`- ${location(change)}: ${change.before}`, change);
    case 'renamed':
      return withDetail(`? renamed? ${location(change, change.from)} → ${change.field}: ${change.after}`, change);
    case 'retyped':
      return withDetail(`~ ${location(change)}: ${change.before} → ${change.after}`, change);
    case 'required':
      return `! ${location(change)}: now required`;
    case 'optional':
      return `! ${location(change)}: now optional`;
    case 'changed':
      if (change.where === 'path' || change.where === 'tags' || change.where === 'deprecated' || change.where === 'operationId') {
        return withDetail(`~ ${change.where}: ${change.before || '(none)'} → ${change.after || '(none)'}`, change);
      }
      return withDetail(`~ ${location(change)}: ${change.before}`, change);
  }
}

function operationLine(sign: string, op: OperationRef): string {
  const id = op.operationId === op.name ? op.name : `${op.name} (operationId ${op.operationId})`;
  return `  ${sign} ${op.method.padEnd(6)} ${op.path}  ${id}${op.tags.length ? `  [${op.tags.join(', ')}]` : ''}`;
}

const schemaLine = (sign: string, schema: SchemaRef): string =>
  `  ${sign} ${schema.name} (${schema.typeName})${schema.operations.length ? `  reached from ${schema.operations.length} operation${schema.operations.length === 1 ? '' : 's'}` : ''}`;

function usedInLines(label: string, uses: Use[] | undefined): string[] {
  if (!uses?.length) return [];
  return [`      ${label}:`, ...uses.map((u) => `        ${u.file}  (${u.names.join(', ')})`)];
}

function viaLines(uses: Use[] | undefined, max: number): string[] {
  if (!uses?.length) return [];
  const more = uses.length > max ? [`        … and ${uses.length - max} more files`] : [];
  return [`      used through its operations in:`, ...uses.slice(0, max).map((u) => `        ${u.file}  (${u.names.join(', ')})`), ...more];
}

/** Names grouped by their module prefix (`bridge_kafka.producer_buffer` → bridge_kafka), wrapped. */
function groupedNames(names: string[], width = 110): string[] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const dot = name.indexOf('.');
    const group = dot > 0 ? name.slice(0, dot) : '';
    groups.set(group, [...(groups.get(group) ?? []), dot > 0 ? name.slice(dot + 1) : name]);
  }
  const lines: string[] = [];
  for (const [group, members] of groups) {
    let line = `  + ${group ? `${group}: ` : ''}`;
    const indent = ' '.repeat(line.length);
    members.forEach((member, i) => {
      const piece = `${member}${i < members.length - 1 ? ',' : ''}`;
      if (line.length + piece.length + 1 > width && line.trim().length > indent.trim().length + 2) {
        lines.push(line.trimEnd());
        line = indent;
      }
      line += `${piece} `;
    });
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Files that use anything removed or changed. */
export function affectedFiles(uses: Uses): string[] {
  const files = new Set<string>();
  for (const group of [uses.operations, uses.schemas, uses.schemasViaOperations]) for (const list of Object.values(group)) for (const u of list) files.add(u.file);
  return [...files].sort();
}

export function formatTotals(report: DiffReport, uses?: Uses): string {
  const { operations: o, schemas: s, tags: t } = report;
  const fieldChanges = s.changed.reduce((n, schema) => n + schema.changes.length, 0);
  const parts = [
    `operations +${o.added.length} -${o.removed.length} ~${o.changed.length}`,
    `schemas +${s.added.length} -${s.removed.length} ~${s.changed.length} (${fieldChanges} field changes)`,
    `tags +${t.added.length} -${t.removed.length}`,
  ];
  if (uses) {
    const direct = new Set([...Object.values(uses.operations), ...Object.values(uses.schemas)].flat().map((u) => u.file));
    parts.push(`console files using removed/changed API: ${direct.size} directly, ${affectedFiles(uses).length} with those through operations`);
  }
  return `Totals: ${parts.join(' · ')}`;
}

export function formatReport(report: DiffReport, options: FormatOptions = {}): string {
  const { uses, maxViaFiles = 6 } = options;
  const out: string[] = [];
  const doc = (info: DiffReport['before'], label: string | undefined) =>
    `${info.title} ${info.version}${label ? ` (${label})` : ''}: ${info.operations} operations, ${info.schemas} schemas`;
  out.push(`API diff`, `  before: ${doc(report.before, options.beforeLabel)}`, `  after:  ${doc(report.after, options.afterLabel)}`);
  out.push(formatTotals(report, uses));
  const nothing = !report.operations.added.length && !report.operations.removed.length && !report.operations.changed.length && !report.schemas.added.length && !report.schemas.removed.length && !report.schemas.changed.length && !report.tags.added.length && !report.tags.removed.length;
  if (nothing) {
    out.push('', 'No differences in operations, schemas or tags.');
    return out.join('\n');
  }
  const section = (title: string, count: number) => {
    if (count) out.push('', `${title} (${count})`);
    return count > 0;
  };

  if (section('Tags added', report.tags.added.length)) out.push(`  + ${report.tags.added.join(', ')}`);
  if (section('Tags removed', report.tags.removed.length)) out.push(`  - ${report.tags.removed.join(', ')}`);

  if (section('Operations removed', report.operations.removed.length)) {
    for (const op of report.operations.removed) out.push(operationLine('-', op), ...usedInLines('used in', uses?.operations[op.key]));
  }
  if (section('Operations changed', report.operations.changed.length)) {
    for (const op of report.operations.changed) {
      out.push(operationLine('~', op), ...op.changes.map((c) => `      ${formatChange(c)}`), ...usedInLines('used in', uses?.operations[op.key]));
    }
  }
  if (section('Schemas removed', report.schemas.removed.length)) {
    for (const schema of report.schemas.removed) {
      out.push(schemaLine('-', schema), ...usedInLines('used in', uses?.schemas[schema.name]), ...viaLines(uses?.schemasViaOperations[schema.name], maxViaFiles));
    }
  }
  if (section('Schemas changed', report.schemas.changed.length)) {
    for (const schema of report.schemas.changed) {
      out.push(
        schemaLine('~', schema),
        ...schema.changes.map((c) => `      ${formatChange(c)}`),
        ...usedInLines('used in', uses?.schemas[schema.name]),
        ...viaLines(uses?.schemasViaOperations[schema.name], maxViaFiles),
      );
    }
  }
  if (section('Operations added', report.operations.added.length)) out.push(...report.operations.added.map((op) => operationLine('+', op)));
  if (section('Schemas added', report.schemas.added.length)) out.push(...groupedNames(report.schemas.added.map((s) => s.name)));
  out.push('', formatTotals(report, uses));
  return out.join('\n');
}
