import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, TextField } from '../../../components/FormDialog';
import { draftOf, NEW_REGISTRY, validateRegistry, type AuthKind, type RegistryDraft, type RegistryField, type StoredRegistry } from './registry-form';

interface RegistryDialogProps {
  /** The registry edited (its name cannot change) as the broker gave it; absent to add one. */
  editing?: { name: string; stored: StoredRegistry };
  /** Names already in use. */
  taken: readonly string[];
  /** Resolves true once the broker took it; on false the dialog keeps what was typed. */
  onSave: (draft: RegistryDraft) => Promise<boolean>;
  onClose: () => void;
}

/** Adds or edits a Confluent schema registry: name, URL, and no authentication or basic credentials. */
export function RegistryDialog({ editing, taken, onSave, onClose }: RegistryDialogProps) {
  const { t, i18n } = useLingui();
  const [initial] = useState(() => (editing ? draftOf(editing.name, editing.stored) : NEW_REGISTRY));
  const [draft, setDraft] = useState<RegistryDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<RegistryField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const errors = validateRegistry(draft, { taken, stored: editing?.stored });
  const shown = (field: RegistryField) => (touched[field] && errors[field] ? i18n._(errors[field]) : undefined);
  const set = (patch: Partial<RegistryDraft>, field?: RegistryField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field) setTouched((tch) => ({ ...tch, [field]: true }));
  };
  const touch = (field: RegistryField) => () => setTouched((tch) => ({ ...tch, [field]: true }));

  async function submit() {
    setTouched({ name: true, url: true, username: true, password: true });
    if (Object.keys(errors).length) return;
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) onClose();
  }

  const authOptions: [AuthKind, string][] = [
    ['none', t`None`],
    ['basic', t`Basic`],
  ];
  const keepsPassword = editing && initial.auth === 'basic';
  const editedName = editing?.name;

  return (
    <FormDialog
      title={editedName !== undefined ? t`Edit registry ${editedName}` : t`Add registry`}
      submitLabel={editing ? t`Save` : t`Add`}
      busy={busy}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {editing ? (
        <TextField label={t`Name`} value={editing.name} readOnly />
      ) : (
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          value={draft.name}
          onChange={(name) => set({ name }, 'name')}
          onBlur={touch('name')}
          error={shown('name')}
          help={t`Starts with a letter; letters, digits, underscores (_) and hyphens (-). Rules refer to the registry by this name.`}
        />
      )}
      <TextField
        label={t`URL`}
        required
        autoComplete="off"
        monospace
        value={draft.url}
        onChange={(url) => set({ url }, 'url')}
        onBlur={touch('url')}
        error={shown('url')}
        help={t`The registry's address, e.g. https://schema-registry.example.com:8081`}
      />
      <Field.Root>
        <Field.Label>{t`Authentication`}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={draft.auth} onChange={(e) => set({ auth: e.target.value === 'basic' ? 'basic' : 'none' })}>
            {authOptions.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {draft.auth === 'none'
            ? t`None: the broker reads the registry without credentials, so the registry must accept anonymous requests.`
            : t`Basic: the broker sends this username and password with every request to the registry.`}
        </Field.HelperText>
      </Field.Root>
      {draft.auth === 'basic' ? (
        <>
          <TextField label={t`Username`} required autoComplete="off" value={draft.username} onChange={(username) => set({ username }, 'username')} onBlur={touch('username')} error={shown('username')} />
          <TextField
            label={t`Password`}
            type="password"
            required
            autoComplete="new-password"
            value={draft.password}
            onChange={(password) => set({ password }, 'password')}
            onBlur={touch('password')}
            error={shown('password')}
            help={keepsPassword ? t`Enter the password again: the broker never shows the stored one, and saves exactly what it is sent.` : undefined}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
