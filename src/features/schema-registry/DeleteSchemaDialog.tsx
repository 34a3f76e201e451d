import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteSchemaRegistryByName, getGetSchemaRegistryByNameQueryKey, getGetSchemaRegistryQueryKey } from '../../generated/endpoints/schema-registry/schema-registry';
import { invalidateSchemas } from './schema-queries';

/** Asks before deleting the schema `name` (open while a name is given); `onDeleted` runs once it is gone. */
export function DeleteSchemaDialog({ name, onClose, onDeleted }: { name: string | undefined; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function confirm(target: string) {
    setBusy(true);
    const ok = await succeeded(deleteSchemaRegistryByName(target));
    setBusy(false);
    onClose();
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Schema ${target} deleted` });
    onDeleted?.();
    await forgetDeleted(queryClient, { path: getGetSchemaRegistryByNameQueryKey(target)[0], lists: [{ queryKey: getGetSchemaRegistryQueryKey(), is: (schema) => schema.name === target }] });
    await invalidateSchemas(queryClient);
  }

  return (
    <ConfirmDialog
      open={name !== undefined}
      destructive
      busy={busy}
      title={<Trans>Delete this schema?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => name !== undefined && void confirm(name)}
      onCancel={onClose}
    >
      {name !== undefined ? <Trans>Rules that encode or decode with {name} fail until a schema of that name exists again.</Trans> : null}
    </ConfirmDialog>
  );
}
