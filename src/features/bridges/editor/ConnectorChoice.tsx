import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChoiceStep } from '../../../components/ChoiceStep';
import { SelectField } from '../../../components/SelectField';
import { valueLabel } from '../../../i18n/labels/labels';

export interface ConnectorPick {
  /** An existing connector's name, or undefined for a new one. */
  existing?: string;
  /** The connector form of a new one (IoTDB has two). */
  form: string;
}

/** Reuse a connector of the type (operators share one between bridges) or create one with the bridge. */
export function ConnectorChoice({ names, forms, value, onChange }: { names: string[]; forms: string[]; value: ConnectorPick; onChange: (next: ConnectorPick) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="3">
      <ChoiceStep
        legend={t`Connector`}
        value={value.existing !== undefined ? 'existing' : 'new'}
        options={[...(names.length > 0 ? [{ value: 'existing', label: t`Use an existing connector` }] : []), { value: 'new', label: t`Create a new connector` }]}
        onChange={(next) => onChange({ ...value, existing: next === 'existing' ? names[0] : undefined })}
      />
      {value.existing !== undefined ? (
        <SelectField label={t`Existing connector`} value={value.existing} options={names.map((n) => [n, n])} onChange={(existing) => onChange({ ...value, existing })} />
      ) : forms.length > 1 ? (
        <SelectField label={t`Connector kind`} value={value.form} options={forms.map((f) => [f, valueLabel(i18n, f)])} onChange={(form) => onChange({ ...value, form })} />
      ) : null}
    </Stack>
  );
}
