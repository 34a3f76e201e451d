/**
 * HOCON text as the broker prints it for `GET /configs` (get_configs_v2/1 → hocon_pp:do/2): objects
 * as `key {` … `}`, fields as `key = value`, two spaces per level, strings quoted where hocon_pp
 * quotes them (anything but a plain word), lists in brackets.
 */
import { isJsonObject, type Json } from '../../src/domain/json';

/** A word hocon reads back as the same string: not a number, not true, false or null. */
const PLAIN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const key = (name: string): string => (/^[A-Za-z0-9_-]+$/.test(name) ? name : JSON.stringify(name));

function scalar(value: Json): string {
  if (typeof value === 'string') return PLAIN.test(value) && !NUMBER.test(value) && !['true', 'false', 'null'].includes(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

function printValue(value: Json, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${printValue(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (isJsonObject(value)) return `{\n${printFields(value, `${indent}  `)}${indent}}`;
  return scalar(value);
}

function printFields(object: { [key: string]: Json }, indent: string): string {
  return Object.entries(object)
    .map(([name, value]) => (isJsonObject(value) ? `${indent}${key(name)} ${printValue(value, indent)}\n` : `${indent}${key(name)} = ${printValue(value, indent)}\n`))
    .join('');
}

export const printHocon = (config: { [key: string]: Json }): string => printFields(config, '');
