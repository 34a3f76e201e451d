import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Gauge, Plus } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import {
  useDeleteListenersById,
  useGetListeners,
  usePostListenersByIdRestart,
  usePostListenersByIdStart,
  usePostListenersByIdStop,
} from '../../generated/endpoints/listeners/listeners';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { invalidateListeners } from './listener-queries';
import { LISTENER_TYPES, type ListenerType } from './listener-rules';
import { CreateListenerDialog, EditListenerDialog, useListenerTypeNames } from './ListenerDialogs';
import { useListenerColumns, type ListenerAction } from './use-listener-columns';

type Editor = { mode: 'create' } | { mode: 'edit'; id: string };
type Pending = { action: 'disable' | 'restart' | 'delete'; listener: ListenersListenerIdStatus };

/** The broker's MQTT listeners: status on each node, create, edit, enable, restart, delete. */
export function ListenersView() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const names = useListenerTypeNames();
  const listeners = useGetListeners();
  const start = usePostListenersByIdStart();
  const stop = usePostListenersByIdStop();
  const restart = usePostListenersByIdRestart();
  const remove = useDeleteListenersById();
  const [type, setType] = useState<ListenerType | ''>('');
  const [editor, setEditor] = useState<Editor>();
  const [pending, setPending] = useState<Pending>();
  const all = listeners.data ?? [];
  const rows = listeners.data?.filter((l) => !type || l.type === type);

  async function run(action: Exclude<ListenerAction, 'edit'>, id: string) {
    const mutation = { enable: start, disable: stop, restart, delete: remove }[action];
    const ok = await mutation.mutateAsync({ id }).then(
      () => true,
      () => false,
    );
    setPending(undefined);
    if (!ok) return;
    const done = { enable: t`Listener ${id} enabled`, disable: t`Listener ${id} disabled`, restart: t`Listener ${id} restarted`, delete: t`Listener ${id} deleted` };
    toaster.create({ type: 'success', title: done[action] });
    await invalidateListeners(queryClient);
  }

  const columns = useListenerColumns((action, listener) => {
    if (action === 'edit') setEditor({ mode: 'edit', id: listener.id });
    // Enabling harms nothing; the others close connections and ask first.
    else if (action === 'enable') void run('enable', listener.id);
    else setPending({ action, listener });
  });

  async function saved(id: string, created: boolean) {
    setEditor(undefined);
    toaster.create({ type: 'success', title: created ? t`Listener ${id} created` : t`Listener ${id} updated` });
    await invalidateListeners(queryClient);
  }

  const id = pending?.listener.id;
  const count = pending?.listener.status?.current_connections ?? 0;

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} disabled={!listeners.data} onClick={() => setEditor({ mode: 'create' })}>
      <Plus />
      <Trans>Add listener</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>Listeners</Trans>}>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to="/limiter">
            <Gauge />
            <Trans>Rate limits</Trans>
          </RouterLink>
        </Button>
        {createButton()}
      </PageHeader>
      <HStack mb="4">
        <SelectField
          label={t`Type`}
          minW="48"
          value={type}
          options={[['', t`All types`], ...LISTENER_TYPES.map((ty): [ListenerType, string] => [ty, names[ty]])]}
          onChange={setType}
        />
      </HStack>
      <DataTable
        label={t`Listeners`}
        columns={columns}
        rows={rows}
        rowKey={(l) => l.id}
        {...queryState(listeners)}
        empty={type ? <Trans>No listener of this type</Trans> : <Trans>No listener</Trans>}
        emptyAction={createButton(true)}
      />
      {editor?.mode === 'create' ? (
        <CreateListenerDialog listeners={all} onCreated={(created) => void saved(created, true)} onClose={() => setEditor(undefined)} />
      ) : editor?.mode === 'edit' ? (
        <EditListenerDialog id={editor.id} listeners={all} onSaved={(edited) => void saved(edited, false)} onClose={() => setEditor(undefined)} />
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        destructive
        busy={stop.isPending || restart.isPending || remove.isPending}
        title={
          pending?.action === 'disable' ? (
            <Trans>Disable listener {id}?</Trans>
          ) : pending?.action === 'restart' ? (
            <Trans>Restart listener {id}?</Trans>
          ) : (
            <Trans>Delete listener {id}?</Trans>
          )
        }
        confirmLabel={pending?.action === 'disable' ? <Trans>Disable</Trans> : pending?.action === 'restart' ? <Trans>Restart</Trans> : <Trans>Delete</Trans>}
        onConfirm={() => {
          if (pending) void run(pending.action, pending.listener.id);
        }}
        onCancel={() => setPending(undefined)}
      >
        {pending?.action === 'disable' ? (
          <Trans>
            All connections on {id} are closed ({count} now), and it accepts no new ones until it is enabled again.
          </Trans>
        ) : pending?.action === 'restart' ? (
          <Trans>All connections on {id} are dropped ({count} now); clients have to reconnect.</Trans>
        ) : (
          <Trans>The listener {id} is removed from every node and its connections ({count} now) are closed. This cannot be undone.</Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
