import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/SelectField';
import type { SerdeDraft } from './hub-draft';
import type { RegistrySchema } from './schema-choices';
import { SchemaPicker } from './SchemaPicker';

interface SerdeFieldProps {
  label: string;
  value: SerdeDraft;
  onChange: (value: SerdeDraft) => void;
  schemas: readonly RegistrySchema[];
  errors: { schema?: string; messageType?: string };
}

/** How a transformation reads or writes the payload: as it is, JSON, or with an Avro or Protobuf schema of the registry. */
export function SerdeField({ label, value, onChange, schemas, errors }: SerdeFieldProps) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <SelectField<SerdeDraft['type']>
        label={label}
        value={value.type}
        minW="3xs"
        options={[
          ['none', t`None (bytes as they are)`],
          ['json', 'JSON'],
          ['avro', 'Avro'],
          ['protobuf', 'Protobuf'],
        ]}
        onChange={(type) => onChange({ type, schema: '', messageType: '' })}
      />
      {value.type === 'avro' || value.type === 'protobuf' ? (
        <SchemaPicker
          type={value.type}
          schema={value.schema}
          messageType={value.messageType}
          schemas={schemas}
          onChange={(change) => onChange({ ...value, ...change })}
          schemaError={errors.schema}
          messageTypeError={errors.messageType}
        />
      ) : null}
    </Stack>
  );
}
