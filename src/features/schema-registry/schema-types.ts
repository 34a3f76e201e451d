import type { SchemaType } from './model/source-problem';

/** The formats' own names: the same in every language. Apart from the form, so the list does not load the checks. */
export const TYPE_LABELS: Record<SchemaType, string> = { json: 'JSON Schema', avro: 'Avro', protobuf: 'Protobuf' };
