/** A schema as the create and edit forms hold it, the checks on it, and the bodies the broker takes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostSchemaRegistryBody, PutSchemaRegistryByNameBody } from '../../generated/model';
import { checkSchemaSource } from './model/check-source';
import { isSchemaType, type SchemaType, type SourceProblem } from './model/source-problem';

export interface SchemaDraft {
  name: string;
  type: SchemaType;
  description: string;
  source: string;
}

/** A small valid schema of each type: where a new schema starts, and what changing the type swaps in. */
export const SOURCE_TEMPLATES: Record<SchemaType, string> = {
  json: `{
  "type": "object",
  "properties": {
    "temperature": { "type": "number" }
  },
  "required": ["temperature"]
}
`,
  avro: `{
  "type": "record",
  "name": "Reading",
  "fields": [
    { "name": "temperature", "type": "double" }
  ]
}
`,
  protobuf: `syntax = "proto3";

message Reading {
  double temperature = 1;
}
`,
};

export const NEW_SCHEMA: SchemaDraft = { name: '', type: 'json', description: '', source: SOURCE_TEMPLATES.json };

/** The spec's name rule (docs/product-spec.md §5): a letter first, then letters, digits, underscores and '-'. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const NAME_MAX = 255;

export function schemaNameError(name: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!name) return msg`Name is required`;
  if (name.length > NAME_MAX) return msg`The name can be at most 255 characters long`;
  if (!NAME.test(name)) return msg`Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)`;
  if (taken.includes(name)) return msg`A schema with this name already exists`;
  return undefined;
}

/** The source's problems for its type; an empty source is the form's "required", not a syntax problem. */
export const sourceProblems = (draft: Pick<SchemaDraft, 'type' | 'source'>): SourceProblem[] => (draft.source.trim() === '' ? [] : checkSchemaSource(draft.type, draft.source));

/** A new type takes that type's template, unless the user has written a source of their own. */
export function withType(draft: SchemaDraft, type: SchemaType): SchemaDraft {
  const untouched = draft.source.trim() === '' || draft.source === SOURCE_TEMPLATES[draft.type];
  return { ...draft, type, source: untouched ? SOURCE_TEMPLATES[type] : draft.source };
}

/** The broker's schema as the form edits it; an unknown type is read as JSON (the form cannot edit it otherwise). */
export function toDraft(schema: { name: string; type: string; description?: string; source: string }): SchemaDraft {
  return { name: schema.name, type: isSchemaType(schema.type) ? schema.type : 'json', description: schema.description ?? '', source: schema.source };
}

/** The update body: the type, the description and the source (the name is the path's). */
export function toUpdateBody(draft: SchemaDraft): PutSchemaRegistryByNameBody {
  const common = { description: draft.description.trim(), source: draft.source };
  // One member of the contract's union per type.
  switch (draft.type) {
    case 'json':
      return { ...common, type: 'json' };
    case 'avro':
      return { ...common, type: 'avro' };
    case 'protobuf':
      return { ...common, type: 'protobuf' };
  }
}

export const toCreateBody = (draft: SchemaDraft): PostSchemaRegistryBody => ({ name: draft.name.trim(), ...toUpdateBody(draft) });
