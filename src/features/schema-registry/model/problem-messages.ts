/** The words for a source problem, in the user's language: read with `i18n._(problemMessage(p))`. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SourceProblem } from './source-problem';

export function problemMessage(problem: SourceProblem): MessageDescriptor {
  const v = problem.values ?? {};
  const token = String(v.token ?? '');
  const character = String(v.character ?? '');
  const name = String(v.name ?? '');
  const type = String(v.type ?? '');
  switch (problem.code) {
    case 'source.empty':
      return msg`The source is empty`;
    case 'json.unexpected-end':
      return msg`The JSON ends too early: a value, a closing bracket or a quote is missing`;
    case 'json.unexpected-character':
      return msg`Unexpected “${character}”: a value (object, array, string, number, true, false or null) was expected`;
    case 'json.single-quote':
      return msg`JSON strings and keys take double quotes, not single quotes`;
    case 'json.expected-key':
      return msg`Expected a key in double quotes, found “${character}”`;
    case 'json.expected-colon':
      return msg`Expected a colon after the key, found “${character}”`;
    case 'json.expected-comma': {
      const close = String(v.close ?? '');
      return msg`Expected a comma or “${close}”, found “${character}”`;
    }
    case 'json.trailing-comma':
      return msg`Remove this comma: JSON allows none before a closing bracket`;
    case 'json.unterminated-string':
      return msg`This string is never closed with a double quote`;
    case 'json.control-character':
      return msg`A string cannot contain a tab or line break as it is: escape it`;
    case 'json.bad-escape':
      return msg`Unknown escape sequence in a string`;
    case 'json.bad-number':
      return msg`This number is not written as JSON writes numbers`;
    case 'json.trailing-text':
      return msg`Unexpected text after the end of the JSON value`;
    case 'json.duplicate-key': {
      const key = String(v.key ?? '');
      return msg`The key "${key}" appears twice in this object`;
    }
    case 'jsonschema.not-object':
      return msg`A JSON schema is an object`;
    case 'jsonschema.bad-type':
      return msg`"${type}" is not a JSON schema type (string, number, integer, boolean, object, array, null)`;
    case 'jsonschema.not-schema':
      return msg`A schema here must be an object or true/false`;
    case 'jsonschema.properties-not-object': {
      const keyword = String(v.keyword ?? '');
      return msg`"${keyword}" must be an object of schemas`;
    }
    case 'jsonschema.required-not-strings':
      return msg`"required" must be a list of property names`;
    case 'jsonschema.enum-not-array':
      return msg`"enum" must be a list of values`;
    case 'avro.not-schema':
      return msg`Not an Avro schema: expected a type name, a union (a list of types) or an object with a "type"`;
    case 'avro.missing-type':
      return msg`This schema has no "type"`;
    case 'avro.unknown-type':
      return msg`Unknown type "${type}": not a primitive type, nor a named type defined before this point`;
    case 'avro.missing-name':
      return msg`Records, enums and fixed types need a "name"`;
    case 'avro.bad-name':
      return msg`"${name}" is not a valid Avro name: start with a letter or _, then letters, digits and _`;
    case 'avro.duplicate-name':
      return msg`The type ${name} is defined twice`;
    case 'avro.missing-fields':
      return msg`A record needs "fields": a list of fields`;
    case 'avro.field-not-object':
      return msg`Each field is an object with a "name" and a "type"`;
    case 'avro.field-missing-name':
      return msg`This field has no "name"`;
    case 'avro.field-missing-type':
      return msg`This field has no "type"`;
    case 'avro.duplicate-field':
      return msg`The record already has a field named "${name}"`;
    case 'avro.missing-symbols':
      return msg`An enum needs "symbols": a list of names`;
    case 'avro.bad-symbol': {
      const symbol = String(v.symbol ?? '');
      return msg`"${symbol}" is not a valid enum symbol: start with a letter or _, then letters, digits and _`;
    }
    case 'avro.duplicate-symbol': {
      const symbol = String(v.symbol ?? '');
      return msg`The symbol "${symbol}" appears twice`;
    }
    case 'avro.missing-items':
      return msg`An array needs "items": the type of its elements`;
    case 'avro.missing-values':
      return msg`A map needs "values": the type of its values`;
    case 'avro.bad-size':
      return msg`A fixed type needs "size": a whole number of bytes, 0 or more`;
    case 'avro.nested-union':
      return msg`A union cannot directly contain another union`;
    case 'avro.duplicate-union-member':
      return msg`The union already has a member of type ${type}`;
    case 'proto.unexpected-character':
      return msg`Unexpected character “${character}”`;
    case 'proto.unterminated-string':
      return msg`This string is never closed`;
    case 'proto.unclosed-comment':
      return msg`This comment is never closed with */`;
    case 'proto.bad-syntax': {
      const syntax = String(v.syntax ?? '');
      return msg`Unknown syntax "${syntax}": use "proto2" or "proto3"`;
    }
    case 'proto.syntax-not-first':
      return msg`The syntax statement must come first in the file`;
    case 'proto.expected': {
      const expected = String(v.expected ?? '');
      return token ? msg`Expected “${expected}” here, found “${token}”` : msg`Expected “${expected}” at the end of the file`;
    }
    case 'proto.expected-name':
      return token ? msg`Expected a name here, found “${token}”` : msg`Expected a name at the end of the file`;
    case 'proto.expected-number':
      return token ? msg`Expected a whole number here, found “${token}”` : msg`Expected a whole number at the end of the file`;
    case 'proto.expected-string':
      return token ? msg`Expected a quoted string here, found “${token}”` : msg`Expected a quoted string at the end of the file`;
    case 'proto.unexpected-token':
      return msg`Unexpected “${token}”`;
    case 'proto.unexpected-end':
      return msg`The file ends in the middle of a statement`;
    case 'proto.unclosed-block': {
      const kind = String(v.kind ?? '');
      const block = String(v.name ?? '');
      return block ? msg`The ${kind} ${block} opened here is never closed: a closing brace is missing` : msg`The ${kind} block opened here is never closed: a closing brace is missing`;
    }
    case 'proto.bad-field-number': {
      const number = String(v.number ?? '');
      return msg`Field number ${number} is not allowed: use 1 to 536870911, except 19000 to 19999`;
    }
    case 'proto.duplicate-field-number': {
      const number = String(v.number ?? '');
      return msg`Field number ${number} is already used in this message`;
    }
    case 'proto.duplicate-name':
      return msg`"${name}" is already defined here`;
    case 'proto.required-in-proto3':
      return msg`proto3 has no required fields`;
    case 'proto.first-enum-value-not-zero':
      return msg`In proto3 the first enum value must be 0`;
  }
}
