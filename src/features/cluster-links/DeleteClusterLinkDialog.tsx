import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteClusterLinksLinkByName, getGetClusterLinksLinkByNameQueryKey, getGetClusterLinksQueryKey } from '../../generated/endpoints/cluster/cluster';
import { invalidateClusterLinks } from './cluster-link-queries';

/** Asks before deleting the link `name` (open while a name is given); `onDeleted` runs after it is gone. */
export function DeleteClusterLinkDialog({ name, onClose, onDeleted }: { name: string | undefined; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function confirm(target: string) {
    setBusy(true);
    const ok = await succeeded(deleteClusterLinksLinkByName(target));
    setBusy(false);
    onClose();
    if (!ok) return;
    toaster.create({ type: 'success', title: t`${target} deleted` });
    onDeleted?.();
    await forgetDeleted(queryClient, { path: getGetClusterLinksLinkByNameQueryKey(target)[0], lists: [{ queryKey: getGetClusterLinksQueryKey(), is: (link) => link.name === target }] });
    await invalidateClusterLinks(queryClient);
  }

  return (
    <ConfirmDialog
      open={name !== undefined}
      destructive
      busy={busy}
      title={<Trans>Delete this cluster link?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => name !== undefined && void confirm(name)}
      onCancel={onClose}
    >
      {name !== undefined ? <Trans>Messages stop flowing between this cluster and {name}; the link's settings and counters are removed.</Trans> : null}
    </ConfirmDialog>
  );
}
