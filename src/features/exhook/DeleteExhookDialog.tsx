import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteExhooksByName, getGetExhooksByNameQueryKey, getGetExhooksQueryKey } from '../../generated/endpoints/ex-hook/ex-hook';
import { invalidateExhooks } from './exhook-queries';

/** Asks before deleting the server `name` (open while a name is given); `onDeleted` runs after it is gone. */
export function DeleteExhookDialog({ name, onClose, onDeleted }: { name: string | undefined; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function confirm(target: string) {
    setBusy(true);
    const ok = await succeeded(deleteExhooksByName(target));
    setBusy(false);
    onClose();
    if (!ok) return;
    toaster.create({ type: 'success', title: t`${target} deleted` });
    onDeleted?.();
    await forgetDeleted(queryClient, { path: getGetExhooksByNameQueryKey(target)[0], lists: [{ queryKey: getGetExhooksQueryKey(), is: (server) => server.name === target }] });
    await invalidateExhooks(queryClient);
  }

  return (
    <ConfirmDialog
      open={name !== undefined}
      destructive
      busy={busy}
      title={<Trans>Delete this ExHook server?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => name !== undefined && void confirm(name)}
      onCancel={onClose}
    >
      {name !== undefined ? <Trans>The broker no longer calls {name} on any hook; its settings and counters are removed.</Trans> : null}
    </ConfirmDialog>
  );
}
