import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, TextField } from '../../components/FormDialog';
import { API_KEY_ROLE_LABELS, API_KEY_ROLES, isApiKeyRole, newApiKeyDraft, validateApiKey, type ApiKeyDraft } from './api-key-rules';
import { ExpiryField } from '../../components/expiry/ExpiryField';
import { ToggleSwitch } from '../../components/ToggleSwitch';

type Checked = 'name' | 'expiry';

interface ApiKeyDialogProps {
  /** The key edited (its name cannot change); absent to create one. */
  editing?: ApiKeyDraft;
  /** Names already in use. */
  taken: readonly string[];
  /** The edition has roles (Enterprise RBAC): the form offers one. */
  withRoles: boolean;
  /** Resolves true once the broker took it; on false the dialog keeps what was typed. */
  onSave: (draft: ApiKeyDraft) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Creates or edits an API key: name, expiry or never, role, description, enabled. A new key starts
 * with the least the broker offers (viewer, 90 days); an edited one with what it has.
 */
export function ApiKeyDialog({ editing, taken, withRoles, onSave, onClose }: ApiKeyDialogProps) {
  const { t, i18n } = useLingui();
  // Taken once, when the dialog opens: the default expiry counts from then, and "dirty" compares to it.
  const [initial] = useState(() => editing ?? newApiKeyDraft(new Date()));
  const [draft, setDraft] = useState<ApiKeyDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<Checked, boolean>>>({});
  const [busy, setBusy] = useState(false);
  // "Now" for the expiry check is the moment of the last edit: render stays pure, every change is checked afresh.
  const [editedAt, setEditedAt] = useState(() => Date.now());
  const errors = validateApiKey(draft, taken, editedAt, editing?.expiry);
  const shown = (name: Checked) => (touched[name] && errors[name] ? i18n._(errors[name]) : undefined);
  const set = (patch: Partial<ApiKeyDraft>, field?: Checked) => {
    setDraft((d) => ({ ...d, ...patch }));
    setEditedAt(Date.now());
    if (field) setTouched((tch) => ({ ...tch, [field]: true }));
  };

  async function submit() {
    setTouched({ name: true, expiry: true });
    setEditedAt(Date.now());
    // Checked again at the moment of saving: the time picked may have passed while the dialog was open.
    if (Object.keys(validateApiKey(draft, taken, Date.now(), editing?.expiry)).length) return;
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={editing ? t`Edit API key ${editing.name}` : t`Create API key`}
      submitLabel={editing ? t`Save` : t`Create`}
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
          onBlur={() => setTouched((tch) => ({ ...tch, name: true }))}
          error={shown('name')}
          help={t`Starts with a letter; letters, digits, underscores (_) and hyphens (-)`}
        />
      )}
      <Stack gap="1">
        <ExpiryField label={t`Expires at`} value={draft.expiry} onChange={(expiry) => set({ expiry }, 'expiry')} onBlur={() => setTouched((tch) => ({ ...tch, expiry: true }))} error={shown('expiry')} />
        <Text fontSize="xs" color="fg.muted">
          <Trans>If a key that never expires leaks, it stays valid until someone deletes it.</Trans>
        </Text>
      </Stack>
      {withRoles ? (
        <Field.Root>
          <Field.Label>{t`Role`}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.role}
              onChange={(e) => {
                const role = e.target.value;
                if (isApiKeyRole(role)) set({ role });
              }}
            >
              {API_KEY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {i18n._(API_KEY_ROLE_LABELS[role])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            <Trans>An administrator key can do anything the REST API allows: change the configuration, disconnect clients, delete data. A viewer key can only read; a publisher key can only publish messages.</Trans>
          </Field.HelperText>
        </Field.Root>
      ) : null}
      <TextField label={t`Description`} multiline value={draft.desc} onChange={(desc) => set({ desc })} />
      <ToggleSwitch label={<Trans>Enabled</Trans>} checked={draft.enable} onChange={(checked) => set({ enable: checked })} />
    </FormDialog>
  );
}
