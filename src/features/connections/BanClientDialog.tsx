import { Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { toLocalInput } from '../../components/expiry/expiry';
import { getGetBannedQueryKey, postBanned } from '../../generated/endpoints/banned/banned';
import { deleteClientsByClientid } from '../../generated/endpoints/clients/clients';
import type { EmqxMgmtApiClientsClient } from '../../generated/model';
import { AddBanDialog } from '../blacklist/AddBanDialog';
import { toBanBody, type BanDraft } from '../blacklist/ban-rules';

const DAY = 86_400_000;

interface BanClientDialogProps {
  clientId: string;
  client: EmqxMgmtApiClientsClient | undefined;
  onClose: () => void;
  /** After the ban, when the client was also kicked out. */
  onKicked: () => void;
}

/** Bans the client by its ID, username or address, for a day unless changed, and kicks it out at once. */
export function BanClientDialog({ clientId, client, onClose, onKicked }: BanClientDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const connected = client?.connected === true;
  const [kick, setKick] = useState(connected);
  const [until] = useState(() => ({ never: false, at: toLocalInput(new Date(Date.now() + DAY)) }));

  async function save(draft: BanDraft): Promise<boolean> {
    try {
      await postBanned(toBanBody(draft));
    } catch {
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: getGetBannedQueryKey().slice(0, 1) });
    // A ban stops the next connection; the one open now stays unless it is closed too.
    const kicked = kick && connected ? await deleteClientsByClientid(clientId).then(() => true, () => false) : false;
    toaster.create({ type: 'success', title: kicked ? t`${draft.who.trim()} banned and kicked out` : t`${draft.who.trim()} added to the blacklist` });
    if (kicked) onKicked();
    return true;
  }

  return (
    <AddBanDialog known={{ clientid: clientId, username: client?.username || undefined, peerhost: client?.ip_address }} until={until} onSave={save} onClose={onClose}>
      {connected ? (
        <Checkbox.Root size="sm" checked={kick} onCheckedChange={(e) => setKick(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Also kick out the client now</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </AddBanDialog>
  );
}
