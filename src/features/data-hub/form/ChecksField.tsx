import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { SelectField } from '../../../components/SelectField';
import { MESSAGE_FIELDS } from '../../rules/sql/completion';
import { SqlEditor } from '../../rules/sql/SqlEditor';
import { NEW_CHECK, type CheckDraft } from './hub-draft';
import type { RegistrySchema } from './schema-choices';
import { SchemaPicker } from './SchemaPicker';

interface ChecksFieldProps {
  checks: CheckDraft[];
  onChange: (checks: CheckDraft[]) => void;
  schemas: readonly RegistrySchema[];
  /** The problem of a check's field, by `checks.<i>.<field>`, already worded. */
  errorOf: (key: string) => string | undefined;
}

/** A validation's checks: each a schema of the registry the payload must match, or a SQL condition on the message. */
export function ChecksField({ checks, onChange, schemas, errorOf }: ChecksFieldProps) {
  const { t } = useLingui();
  const set = (index: number, check: CheckDraft) => onChange(checks.map((c, i) => (i === index ? check : c)));
  return (
    <Stack gap="3">
      {checks.map((check, index) => (
        <CheckRow key={index} index={index} check={check} schemas={schemas} onChange={(c) => set(index, c)} onRemove={checks.length > 1 ? () => onChange(checks.filter((_, i) => i !== index)) : undefined} errorOf={errorOf} />
      ))}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => onChange([...checks, { ...NEW_CHECK }])}>
          <Plus />
          <Trans>Add check</Trans>
        </Button>
        {errorOf('checks') ? (
          <Text color="fg.error" fontSize="sm">
            {errorOf('checks')}
          </Text>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t`A SQL condition reads the message as a rule does (payload, topic, qos, clientid…) without FROM: SELECT * WHERE payload.temperature < 100.`}
      </Text>
    </Stack>
  );
}

interface CheckRowProps {
  index: number;
  check: CheckDraft;
  schemas: readonly RegistrySchema[];
  onChange: (check: CheckDraft) => void;
  onRemove?: () => void;
  errorOf: (key: string) => string | undefined;
}

function CheckRow({ index, check, schemas, onChange, onRemove, errorOf }: CheckRowProps) {
  const { t } = useLingui();
  const sqlLabel = useId();
  const n = index + 1;
  const at = `checks.${index}`;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="l2" p="3" aria-label={t`Check ${n}`}>
      <Stack gap="3">
        <HStack justify="space-between" align="end">
          <SelectField<CheckDraft['type']>
            label={t`Check ${n}`}
            value={check.type}
            minW="3xs"
            options={[
              ['json', t`JSON Schema`],
              ['avro', 'Avro'],
              ['protobuf', 'Protobuf'],
              ['sql', t`SQL condition`],
            ]}
            onChange={(type) => onChange({ ...NEW_CHECK, type, sql: type === 'sql' ? check.sql || 'SELECT * WHERE ' : '' })}
          />
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove check ${n}`} title={t`Remove check ${n}`} disabled={!onRemove} onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </HStack>
        {check.type === 'sql' ? (
          <Stack gap="1">
            <Text id={sqlLabel} fontSize="sm" fontWeight="medium">
              <Trans>SQL condition</Trans>
            </Text>
            <SqlEditor labelledBy={sqlLabel} value={check.sql} onChange={(sql) => onChange({ ...check, sql })} fields={MESSAGE_FIELDS} minLines={2} maxLines={8} invalid={!!errorOf(`${at}.sql`)} />
            {errorOf(`${at}.sql`) ? (
              <Text color="fg.error" fontSize="sm">
                {errorOf(`${at}.sql`)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <SchemaPicker
            type={check.type}
            schema={check.schema}
            messageType={check.messageType}
            schemas={schemas}
            onChange={(change) => onChange({ ...check, ...change })}
            schemaError={errorOf(`${at}.schema`)}
            messageTypeError={errorOf(`${at}.messageType`)}
          />
        )}
      </Stack>
    </Box>
  );
}
