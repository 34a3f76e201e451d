import { HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import type { SchemaCheckType } from './hub-draft';
import { protobufMessageTypes, schemasOfType, type RegistrySchema } from './schema-choices';

interface SchemaPickerProps {
  type: SchemaCheckType;
  schema: string;
  messageType: string;
  schemas: readonly RegistrySchema[];
  onChange: (change: { schema?: string; messageType?: string }) => void;
  schemaError?: string;
  messageTypeError?: string;
}

/** A schema of the registry of the given type, and for Protobuf the message type the payload is. */
export function SchemaPicker({ type, schema, messageType, schemas, onChange, schemaError, messageTypeError }: SchemaPickerProps) {
  const { t } = useLingui();
  const names = schemasOfType(schemas, type);
  // A schema the item names but the registry lacks (deleted since) stays shown, as the broker will say.
  const options: [string, string][] = [['', t`Choose a schema`], ...[...new Set([...names, ...(schema ? [schema] : [])])].map((n): [string, string] => [n, n])];
  const source = schemas.find((s) => s.name === schema && s.type === 'protobuf')?.source;
  const messageTypes = source ? protobufMessageTypes(source) : [];
  return (
    <HStack gap="3" align="start" wrap="wrap">
      <SelectField
        label={t`Schema`}
        value={schema}
        options={options}
        minW="3xs"
        onChange={(name) => onChange({ schema: name, messageType: type === 'protobuf' ? (protobufMessageTypes(schemas.find((s) => s.name === name)?.source ?? '')[0] ?? '') : '' })}
        error={schemaError ?? (names.length === 0 ? t`The schema registry has no schema of this type yet` : undefined)}
      />
      {type === 'protobuf' ? (
        messageTypes.length > 0 ? (
          <SelectField
            label={t`Message type`}
            value={messageType}
            options={[...new Set([...messageTypes, ...(messageType ? [messageType] : [])])].map((m): [string, string] => [m, m])}
            minW="3xs"
            onChange={(m) => onChange({ messageType: m })}
            error={messageTypeError}
          />
        ) : (
          <TextField label={t`Message type`} required value={messageType} onChange={(m) => onChange({ messageType: m })} error={messageTypeError} monospace />
        )
      ) : null}
    </HStack>
  );
}
