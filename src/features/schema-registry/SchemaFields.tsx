import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { SchemaSourceField } from './editor/SchemaSourceField';
import { SCHEMA_TYPES, type SchemaType } from './model/source-problem';
import { withType, type SchemaDraft } from './schema-form';
import { TYPE_LABELS } from './schema-types';

interface SchemaFieldsProps {
  draft: SchemaDraft;
  onChange: (draft: SchemaDraft) => void;
  /** Shown for a new schema only: an existing one keeps its name. */
  nameError?: string;
  onNameBlur?: () => void;
  /** The source is empty and the user tried to save. */
  sourceRequired?: boolean;
  isNew: boolean;
}

/** The schema's name (when new), type, description and source. */
export function SchemaFields({ draft, onChange, nameError, onNameBlur, sourceRequired, isNew }: SchemaFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      {isNew ? (
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          value={draft.name}
          onChange={(name) => onChange({ ...draft, name })}
          onBlur={onNameBlur}
          error={nameError}
          help={t`Starts with a letter; letters, digits, underscores (_) and hyphens (-). Rules refer to the schema by this name.`}
        />
      ) : null}
      <SelectField<SchemaType> label={t`Type`} value={draft.type} options={SCHEMA_TYPES.map((type) => [type, TYPE_LABELS[type]])} onChange={(type) => onChange(withType(draft, type))} minW="3xs" />
      <TextField label={t`Description`} multiline value={draft.description} onChange={(description) => onChange({ ...draft, description })} />
      <SchemaSourceField type={draft.type} value={draft.source} onChange={(source) => onChange({ ...draft, source })} error={sourceRequired ? t`Source is required` : undefined} />
    </Stack>
  );
}
