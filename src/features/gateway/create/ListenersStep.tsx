import { Button, Fieldset, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatNumber } from '../../../i18n/format';
import type { Config } from '../model/body';
import { gatewayListenerId, type GatewayName } from '../model/gateways';
import { GatewayListenerDialog } from '../listeners/GatewayListenerDialog';

type Editor = { mode: 'create' } | { mode: 'edit'; index: number };

/** The create flow's listeners: drafted here, sent with the gateway. */
export function ListenersStep({ gateway, listeners, onChange }: { gateway: GatewayName; listeners: Config[]; onChange: (listeners: Config[]) => void }) {
  const { t, i18n } = useLingui();
  const [editor, setEditor] = useState<Editor>();
  const rows = listeners.map((listener, index) => ({ listener, index }));
  const number = (value: unknown) => (typeof value === 'number' ? formatNumber(value, i18n.locale) : typeof value === 'string' ? value : '–');
  const columns: Column<(typeof rows)[number]>[] = [
    { id: 'name', header: t`Name`, cell: ({ listener }) => String(listener.name ?? '') },
    { id: 'type', header: t`Type`, cell: ({ listener }) => String(listener.type ?? '').toUpperCase() },
    { id: 'bind', header: t`Bind address`, cell: ({ listener }) => String(listener.bind ?? '') },
    { id: 'max_connections', header: t`Max connections`, numeric: true, cell: ({ listener }) => number(listener.max_connections) },
    { id: 'max_conn_rate', header: t`Max connection rate`, numeric: true, cell: ({ listener }) => number(listener.max_conn_rate) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: ({ listener, index }) => {
        const id = gatewayListenerId(gateway, String(listener.type), String(listener.name));
        const edit = t`Edit ${id}`;
        const remove = t`Remove ${id}`;
        return (
          <HStack gap="1">
            <IconButton size="xs" variant="ghost" aria-label={edit} title={edit} onClick={() => setEditor({ mode: 'edit', index })}>
              <Pencil />
            </IconButton>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={remove} title={remove} onClick={() => onChange(listeners.filter((_, i) => i !== index))}>
              <Trash2 />
            </IconButton>
          </HStack>
        );
      },
    },
  ];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        <Trans>Listeners</Trans>
      </Fieldset.Legend>
      <Fieldset.HelperText>
        <Trans>Where clients connect to the gateway. Add at least one.</Trans>
      </Fieldset.HelperText>
      <Fieldset.Content>
        <DataTable label={t`Listeners`} columns={columns} rows={rows} rowKey={({ listener, index }) => `${index}:${String(listener.type)}:${String(listener.name)}`} empty={<Trans>No listener yet</Trans>} />
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setEditor({ mode: 'create' })}>
            <Plus />
            <Trans>Add listener</Trans>
          </Button>
          {listeners.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              <Trans>A gateway without listeners accepts no clients.</Trans>
            </Text>
          ) : null}
        </HStack>
      </Fieldset.Content>
      {editor ? (
        <GatewayListenerDialog
          gateway={gateway}
          editing={editor.mode === 'edit' ? listeners[editor.index] : undefined}
          others={editor.mode === 'edit' ? listeners.filter((_, i) => i !== editor.index) : listeners}
          save={() => Promise.resolve()}
          onSaved={(value) => {
            onChange(editor.mode === 'edit' ? listeners.map((l, i) => (i === editor.index ? value : l)) : [...listeners, value]);
            setEditor(undefined);
          }}
          onClose={() => setEditor(undefined)}
        />
      ) : null}
    </Fieldset.Root>
  );
}
