import { RowAction } from '../../../components/RowAction';
import { ActionButton } from '../../../components/ActionLink';
import { HStack, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { forgetDeleted } from '../../../api/forget-deleted';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { WriteAction } from '../../../components/WriteAction';
import {
  deleteGatewaysByNameListenersById,
  getGetGatewaysByNameListenersByIdQueryKey,
  getGetGatewaysByNameListenersQueryKey,
  postGatewaysByNameListeners,
  putGatewaysByNameListenersById,
  useGetGatewaysByNameListeners,
} from '../../../generated/endpoints/gateway-listeners/gateway-listeners';
import type { GetGatewaysByNameListeners200Item, PostGatewaysByNameListenersBody } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { listenerBody, type Config } from '../model/body';
import { gatewayListenerId, type GatewayName } from '../model/gateways';
import { invalidateGateways } from '../model/queries';
import { GatewayListenerDialog } from './GatewayListenerDialog';
import { ToggleSwitch } from '../../../components/ToggleSwitch';

type Listener = GetGatewaysByNameListeners200Item;
type Editor = { mode: 'create' } | { mode: 'edit'; listener: Listener };
type Pending = { action: 'disable' | 'delete'; listener: Listener };

const idOf = (gateway: GatewayName, l: Listener) => l.id ?? gatewayListenerId(gateway, String(l.type), String(l.name));

/** A gateway's listeners: add (of the types the gateway takes), edit, enable or disable, delete. */
export function GatewayListenersView({ name }: { name: GatewayName }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const listeners = useGetGatewaysByNameListeners(name);
  const [editor, setEditor] = useState<Editor>();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const all = (listeners.data ?? []) as Config[];
  const number = (value: unknown) => (typeof value === 'number' ? formatNumber(value, i18n.locale) : typeof value === 'string' ? value : '–');

  async function setEnabled(listener: Listener, enable: boolean) {
    const id = idOf(name, listener);
    setBusy(true);
    const body = { ...listenerBody(listener as Config), enable } as PostGatewaysByNameListenersBody;
    const ok = await succeeded(putGatewaysByNameListenersById(name, id, body));
    setBusy(false);
    setPending(undefined);
    if (ok) toaster.create({ type: 'success', title: enable ? t`Listener ${id} enabled` : t`Listener ${id} disabled` });
    await invalidateGateways(queryClient);
  }

  async function remove(listener: Listener) {
    const id = idOf(name, listener);
    setBusy(true);
    const ok = await succeeded(deleteGatewaysByNameListenersById(name, id));
    setBusy(false);
    setPending(undefined);
    if (ok) {
      toaster.create({ type: 'success', title: t`Listener ${id} deleted` });
      const lists = [{ queryKey: getGetGatewaysByNameListenersQueryKey(name), is: (l: Listener) => idOf(name, l) === id }];
      await forgetDeleted(queryClient, { path: getGetGatewaysByNameListenersByIdQueryKey(name, id)[0], lists });
    }
    await invalidateGateways(queryClient);
  }

  const columns: Column<Listener>[] = [
    { id: 'name', header: t`Name`, cell: (l) => l.name },
    { id: 'type', header: t`Type`, cell: (l) => String(l.type ?? '–').toUpperCase() },
    { id: 'bind', header: t`Bind address`, cell: (l) => l.bind },
    {
      id: 'running',
      header: t`Running`,
      cell: (l) => {
        const running = l.status?.running ?? l.running;
        return running === true ? t`Yes` : running === 'inconsistent' ? t`On some nodes` : t`No`;
      },
    },
    { id: 'max_connections', header: t`Max connections`, numeric: true, cell: (l) => number(l.max_connections) },
    { id: 'max_conn_rate', header: t`Max connection rate`, numeric: true, cell: (l) => number(l.max_conn_rate) },
    { id: 'current', header: t`Connections`, numeric: true, cell: (l) => number(l.status?.current_connections ?? 0) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (l) => {
        const id = idOf(name, l);
        const edit = t`Edit ${id}`;
        const remove = t`Delete ${id}`;
        return (
          <HStack gap="2">
            <WriteAction>
              <ToggleSwitch
                label={t`Enable ${id}`}
                hideLabel
                checked={l.enable !== false}
                disabled={busy}
                onChange={(checked) => {
                  // Enabling harms nothing; disabling closes the listener's connections and asks first.
                  if (checked) void setEnabled(l, true);
                  else setPending({ action: 'disable', listener: l });
                }}
              />
            </WriteAction>
            <IconButton size="xs" variant="ghost" aria-label={edit} title={edit} onClick={() => setEditor({ mode: 'edit', listener: l })}>
              <Pencil />
            </IconButton>
            <RowAction label={remove} danger onClick={() => setPending({ action: 'delete', listener: l })}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];

  const id = pending ? idOf(name, pending.listener) : '';
  const count = pending?.listener.status?.current_connections ?? 0;

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} disabled={!listeners.data} onClick={() => setEditor({ mode: 'create' })}>
      <Plus />
      <Trans>Add listener</Trans>
    </ActionButton>
  );

  return (
    <>
      <HStack justify="end" mb="4">
        {createButton()}
      </HStack>
      <DataTable
        label={t`Listeners`}
        columns={columns}
        rows={listeners.data}
        rowKey={(l) => idOf(name, l)}
        {...queryState(listeners)}
        empty={<Trans>No listener</Trans>}
        emptyAction={createButton(true)}
      />
      {editor ? (
        <GatewayListenerDialog
          gateway={name}
          editing={editor.mode === 'edit' ? (editor.listener as Config) : undefined}
          others={editor.mode === 'edit' ? all.filter((l) => l !== editor.listener) : all}
          confirmUpdate
          save={(value) =>
            editor.mode === 'edit'
              ? putGatewaysByNameListenersById(name, idOf(name, editor.listener), value as PostGatewaysByNameListenersBody)
              : postGatewaysByNameListeners(name, value as PostGatewaysByNameListenersBody)
          }
          onSaved={(value) => {
            const saved = gatewayListenerId(name, String(value.type), String(value.name));
            toaster.create({ type: 'success', title: editor.mode === 'edit' ? t`Listener ${saved} updated` : t`Listener ${saved} created` });
            setEditor(undefined);
            void invalidateGateways(queryClient);
          }}
          onClose={() => setEditor(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        destructive
        busy={busy}
        title={pending?.action === 'disable' ? <Trans>Disable listener {id}?</Trans> : <Trans>Delete listener {id}?</Trans>}
        confirmLabel={pending?.action === 'disable' ? <Trans>Disable</Trans> : <Trans>Delete</Trans>}
        onConfirm={() => {
          if (pending?.action === 'disable') void setEnabled(pending.listener, false);
          else if (pending) void remove(pending.listener);
        }}
        onCancel={() => setPending(undefined)}
      >
        {pending?.action === 'disable' ? (
          <Trans>
            All connections on {id} are closed ({count} now), and it accepts no new ones until it is enabled again.
          </Trans>
        ) : (
          <Trans>The listener {id} is removed and its connections ({count} now) are closed. This cannot be undone.</Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
