/**
 * ajv's English errors ("must be >= 0") turned into the console's own messages, in the user's
 * language: range, minimum, maximum, type, unit, format, '{name} is required', 'Please select the {name}'.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';

type Schema = RJSFSchema & Record<string, unknown>;

/** The sub-schema a JSON pointer like `#/properties/a/properties/b/minimum` names, minus its keyword. */
function schemaAt(root: Schema, pointer: string | undefined, dropLast = true): Schema | undefined {
  if (!pointer?.startsWith('#')) return undefined;
  const parts = pointer.slice(2).split('/').filter(Boolean).map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (dropLast) parts.pop();
  let node: unknown = root;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' ? (node as Schema) : undefined;
}

const hasChoices = (schema: Schema | undefined) => Array.isArray(schema?.enum) || Array.isArray(schema?.oneOf);

function fieldName(error: RJSFValidationError, field: Schema | undefined): string {
  const fromSchema = typeof field?.title === 'string' ? field.title : undefined;
  const fromPath = (error.params?.missingProperty as string | undefined) ?? error.property?.split('.').pop();
  return fromSchema ?? error.title ?? fromPath ?? '';
}

/** One error in the console's words; undefined drops it (noise ajv adds on top of a real error). */
function describe(error: RJSFValidationError, root: Schema, i18n: I18n): string | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const field = schemaAt(root, error.schemaPath);
  switch (error.name) {
    case 'required': {
      const missing = params.missingProperty as string;
      const child = (field?.properties as Record<string, Schema> | undefined)?.[missing];
      const name = (typeof child?.title === 'string' && child.title) || missing;
      return hasChoices(child) ? i18n._(msg`Please select the ${name}`) : i18n._(msg`${name} is required`);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const min = String(field?.minimum ?? field?.exclusiveMinimum ?? '');
      const max = String(field?.maximum ?? field?.exclusiveMaximum ?? '');
      if (min && max) return i18n._(msg`Enter a value between ${min} and ${max}`);
      return min ? i18n._(msg`The minimum is ${min}`) : i18n._(msg`The maximum is ${max}`);
    }
    case 'type': {
      const type = String(params.type ?? '');
      if (/number|integer/.test(type)) return i18n._(msg`It needs to be a number`);
      return i18n._(msg`The value has the wrong type`);
    }
    case 'format':
      if (params.format === 'emqx-duration') return i18n._(msg`Enter a number and a unit, for example 30s or 5m`);
      if (params.format === 'emqx-bytesize') return i18n._(msg`Enter a number and a unit, for example 512KB or 10MB`);
      return i18n._(msg`The format is not valid`);
    case 'enum': {
      const name = fieldName(error, field);
      return i18n._(msg`Please select the ${name}`);
    }
    case 'minLength': {
      const name = fieldName(error, field);
      const limit = Number(params.limit);
      return limit === 1 ? i18n._(msg`${name} is required`) : i18n._(msg({ message: plural(limit, { one: 'Enter at least # character', other: 'Enter at least # characters' }) }));
    }
    case 'maxLength': {
      const limit = Number(params.limit);
      return i18n._(msg({ message: plural(limit, { one: 'Enter at most # character', other: 'Enter at most # characters' }) }));
    }
    case 'pattern':
      return i18n._(msg`The format is not valid`);
    // A oneOf/anyOf failure repeats what its branches said, or means "none of the choices fits".
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined;
    default:
      return i18n._(msg`The value is not valid`);
  }
}

/** An RJSF `transformErrors` for one schema, speaking the user's language at the time it runs. */
export function errorTransformer(schema: RJSFSchema, i18n: I18n) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      const message = describe(error, schema as Schema, i18n);
      // Several branches of a oneOf can fail on the same field: say it once.
      if (message === undefined || out.some((e) => e.property === error.property && e.message === message)) continue;
      out.push({ ...error, message, stack: `${error.property ?? ''} ${message}`.trim() });
    }
    return out;
  };
}
