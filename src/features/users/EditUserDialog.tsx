import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { FormDialog, TextField } from '../../components/FormDialog';
import { ROLE_LABELS, USER_ROLES, type UserRole } from './user-rules';

export interface UserEdit {
  role: UserRole;
  description: string;
}

interface EditUserDialogProps {
  username: string;
  initial: UserEdit;
  withRoles: boolean;
  onSave: (edit: UserEdit) => Promise<boolean>;
  onClose: () => void;
}

/** A user's role and description; the username cannot change. */
export function EditUserDialog({ username, initial, withRoles, onSave, onClose }: EditUserDialogProps) {
  const { t, i18n } = useLingui();
  const [edit, setEdit] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const saved = await onSave(edit);
    setBusy(false);
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={t`Edit user ${username}`}
      submitLabel={t`Save`}
      busy={busy}
      dirty={edit.role !== initial.role || edit.description !== initial.description}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={t`Username`} value={username} readOnly />
      {withRoles ? (
        <SelectField label={t`Role`} value={edit.role} options={USER_ROLES.map((role) => [role, i18n._(ROLE_LABELS[role])])} onChange={(role) => setEdit((e) => ({ ...e, role }))} />
      ) : null}
      <TextField label={t`Description`} multiline value={edit.description} onChange={(description) => setEdit((e) => ({ ...e, description }))} />
    </FormDialog>
  );
}
