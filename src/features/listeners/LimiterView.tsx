import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toaster } from '../../app/toaster';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import type { Change } from '../../forms/diff';
import { LeaveGuard } from '../../forms/LeaveGuard';
import { getGetListenersByIdQueryOptions, useGetListeners, usePutListenersById } from '../../generated/endpoints/listeners/listeners';
import { ConnectionsDroppedDialog } from './ConnectionsDroppedDialog';
import { invalidateListeners } from './listener-queries';
import {
  changedRates,
  isUnlimited,
  isValidRate,
  listenerFieldErrors,
  RATE_KEYS,
  rateInput,
  ratesToSave,
  toUpdateBody,
  typeOfId,
  type ListenerConfig,
  type RateKey,
  type Rates,
} from './listener-rules';
import { RateInput } from './RateInput';
import { WriteAction } from '../../components/WriteAction';

interface Row {
  id: string;
  name: string;
  /** The listener's rates, once its detail is read. */
  rates: Rates | undefined;
}

interface Editing {
  id: string;
  name: string;
  stored: Rates;
  typed: Record<RateKey, string>;
  /** What the broker said about a rate on the last save. */
  refused: Partial<Record<RateKey, string>>;
}

/**
 * Rate limits, which EMQX 5.8 keeps on each listener: one row per listener, a row's three rates
 * edited in place and saved by writing the whole listener back.
 */
export function LimiterView() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const listeners = useGetListeners();
  // The list carries no rates: each listener's detail does.
  // A listener deleted since the list was read answers 404: its row goes with the list's next read, no toast.
  const details = useQueries({ queries: (listeners.data ?? []).map((l) => getGetListenersByIdQueryOptions(l.id, { request: { silentStatuses: [404] } })) });
  const update = usePutListenersById();
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId) firstInput.current?.focus();
  }, [editingId]);

  const rateLabel = (rate: string, id: string) => t`${rate} of ${id}`;
  const titles: Record<RateKey, string> = { max_conn_rate: t`Max connection rate`, messages_rate: t`Message rate per client`, bytes_rate: t`Byte rate per client` };
  const rows: Row[] | undefined = listeners.data?.map((l, i) => ({ id: l.id, name: l.name, rates: details[i]?.data as Rates | undefined }));
  const errorOf = (key: RateKey): string | undefined => {
    if (!editing) return undefined;
    if (!isValidRate(editing.typed[key])) return t`Enter a rate such as 1000/s or 100MB/s, or leave it empty for no limit`;
    return editing.refused[key];
  };
  const changed = editing ? changedRates(editing.stored, editing.typed) : [];
  const invalid = RATE_KEYS.some((key) => editing && !isValidRate(editing.typed[key]));
  const shown = (rate: string | undefined) => (isUnlimited(rate) ? t`Unlimited` : rate);
  const changes: Change[] = editing ? changed.map((key) => ({ path: key, before: shown(editing.stored[key]), after: shown(editing.typed[key]) })) : [];

  function startEditing(row: Row) {
    if (!row.rates) return;
    const typed = Object.fromEntries(RATE_KEYS.map((key) => [key, rateInput(row.rates?.[key])])) as Record<RateKey, string>;
    setEditing({ id: row.id, name: row.name, stored: row.rates, typed, refused: {} });
  }

  function askToSave() {
    if (!editing || invalid || !changed.length) return;
    setConfirming(true);
  }

  async function save() {
    if (!editing) return;
    const { id, name, typed } = editing;
    try {
      // Written back whole, from what the broker holds now: only the three rates change.
      const current = (await queryClient.fetchQuery({ ...getGetListenersByIdQueryOptions(id), staleTime: 0 })) as unknown as ListenerConfig;
      await update.mutateAsync({ id, data: toUpdateBody(id, { ...current, ...ratesToSave(current as Rates, typed) }) });
      setEditing(undefined);
      toaster.create({ type: 'success', title: t`Rate limits of ${id} saved` });
      await invalidateListeners(queryClient);
    } catch (error) {
      // The HTTP layer has said why; the typed rates stay, with the broker's words next to the one it named.
      const named = listenerFieldErrors(error, typeOfId(id), name) as Partial<Record<RateKey, { __errors?: string[] }>> | undefined;
      const refused = Object.fromEntries(RATE_KEYS.flatMap((key) => (named?.[key]?.__errors?.length ? [[key, named[key].__errors.join(' ')]] : [])));
      setEditing((prev) => (prev ? { ...prev, refused } : prev));
    } finally {
      setConfirming(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') askToSave();
    if (event.key === 'Escape') setEditing(undefined);
  }

  const rateColumn = (key: RateKey, index: number): Column<Row> => ({
    id: key,
    header: titles[key],
    cell: ({ id, rates }) =>
      editing?.id === id ? (
        <RateInput
          label={rateLabel(titles[key], id)}
          value={editing.typed[key]}
          error={errorOf(key)}
          inputRef={index === 0 ? firstInput : undefined}
          onChange={(text) => setEditing({ ...editing, typed: { ...editing.typed, [key]: text }, refused: { ...editing.refused, [key]: undefined } })}
          onKeyDown={onKeyDown}
        />
      ) : rates === undefined ? (
        '–'
      ) : isUnlimited(rates[key]) ? (
        <Text as="span" color="fg.muted">
          {t`Unlimited`}
        </Text>
      ) : (
        rates[key]
      ),
  });

  const columns: Column<Row>[] = [
    { id: 'listener', header: t`Listener`, cell: (row) => row.id },
    ...RATE_KEYS.map(rateColumn),
    {
      id: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const id = row.id;
        const cancel = t`Cancel editing ${id}`;
        const edit = t`Edit rate limits of ${id}`;
        return editing?.id === id ? (
          <HStack gap="1">
            <WriteAction>
              <Button size="xs" colorPalette="brand" disabled={invalid || !changed.length} onClick={askToSave}>
                <Check />
                <Trans>Save</Trans>
              </Button>
            </WriteAction>
            <IconButton size="xs" variant="ghost" aria-label={cancel} title={cancel} onClick={() => setEditing(undefined)}>
              <X />
            </IconButton>
          </HStack>
        ) : (
          <IconButton size="xs" variant="ghost" aria-label={edit} title={edit} disabled={!row.rates || editing !== undefined} onClick={() => startEditing(row)}>
            <Pencil />
          </IconButton>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={<Trans>Limiter</Trans>} />
      <Text fontSize="sm" color="fg.muted" mb="4" maxW="4xl">
        <Trans>
          Rate limits are set on each listener. The connection rate applies to the whole listener; the message and byte rates apply to each client connected
          through it. Write a rate as 1000/s, 500/10s or 100MB/s; leave it empty for no limit.
        </Trans>
      </Text>
      <DataTable
        label={t`Rate limits by listener`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        {...queryState(listeners)}
        empty={<Trans>No listener</Trans>}
      />
      <ConnectionsDroppedDialog
        listenerId={confirming ? editing?.id : undefined}
        changes={changes}
        labelFor={(path) => titles[path as RateKey] ?? path}
        busy={update.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
      <LeaveGuard dirty={changed.length > 0 && !update.isPending} />
    </>
  );
}
