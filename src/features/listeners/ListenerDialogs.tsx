import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { useGetListenersById, usePostListeners, usePutListenersById } from '../../generated/endpoints/listeners/listeners';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { LISTENER_TYPES, listenerId, toCreateBody, toUpdateBody, typeOfId, type ListenerConfig, type ListenerType } from './listener-rules';
import { newListener, withDefaults } from './listener-schema';
import { ListenerFormDialog } from './ListenerFormDialog';
import { NodeStatusTable } from './ListenerStatus';

/** Each type as the type picker names it. */
export function useListenerTypeNames(): Record<ListenerType, string> {
  const { t } = useLingui();
  return { tcp: t`TCP`, ssl: t`SSL (MQTT over TLS)`, ws: t`WebSocket`, wss: t`Secure WebSocket (WSS)`, quic: t`QUIC` };
}

interface CreateListenerDialogProps {
  listeners: readonly ListenersListenerIdStatus[];
  onCreated: (id: string) => void;
  onClose: () => void;
}

/** A new listener: the type picks the schema; a name typed before switching type is kept. */
export function CreateListenerDialog({ listeners, onCreated, onClose }: CreateListenerDialogProps) {
  const { t } = useLingui();
  const names = useListenerTypeNames();
  const [initial, setInitial] = useState(() => newListener('tcp', listeners));
  const [typedName, setTypedName] = useState<string>();
  const create = usePostListeners();
  return (
    <ListenerFormDialog
      title={t`Add listener`}
      type={initial.type}
      resetKey={initial.type}
      initial={initial}
      touched={typedName !== undefined}
      listeners={listeners}
      intro={
        <SelectField
          label={t`Listener type`}
          value={initial.type}
          options={LISTENER_TYPES.map((type) => [type, names[type]])}
          onChange={(type) => setInitial(newListener(type, listeners, typedName))}
        />
      }
      onDraftChange={(next) => {
        if (next.name !== (typedName ?? initial.name)) setTypedName(next.name);
      }}
      save={(value) => create.mutateAsync({ data: toCreateBody(value) })}
      onSaved={(value) => onCreated(listenerId(value.type, value.name ?? ''))}
      onClose={onClose}
    />
  );
}

interface EditListenerDialogProps {
  id: string;
  listeners: readonly ListenersListenerIdStatus[];
  onSaved: (id: string) => void;
  onClose: () => void;
}

/** An existing listener, read afresh: its status on each node above the form. */
export function EditListenerDialog({ id, listeners, onSaved, onClose }: EditListenerDialogProps) {
  const { t } = useLingui();
  const type = typeOfId(id);
  // Refetching under a draft would move the diff's base while the operator types.
  const detail = useGetListenersById(id, { query: { refetchOnWindowFocus: false, staleTime: 0 } });
  const update = usePutListenersById();
  const initial = useMemo<ListenerConfig | undefined>(() => (detail.data ? withDefaults(type, detail.data) : undefined), [detail.data, type]);
  const row = listeners.find((l) => l.id === id);
  return (
    <ListenerFormDialog
      title={t`Edit listener ${id}`}
      type={type}
      editing={id}
      resetKey={id}
      initial={initial}
      loadFailed={detail.isError}
      listeners={listeners}
      intro={
        row ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              <Trans>Status on each node</Trans>
            </Text>
            <NodeStatusTable listenerId={id} enable={row.enable} nodes={row.node_status} />
          </Stack>
        ) : null
      }
      save={(value) => update.mutateAsync({ id, data: toUpdateBody(id, value) })}
      onSaved={() => onSaved(id)}
      onClose={onClose}
    />
  );
}
