import { Box, Button, Grid, IconButton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../i18n/format';
import type { SubscribeDraft } from './connection-config';
import { SelectField } from '../../components/SelectField';
import { CheckField, QOS_OPTIONS, TextField } from './fields';
import { validateSubscribe } from './validation';
import { subscribe, unsubscribe } from './ws-client';
import { updateConnection, useWsStore, type SubscriptionEntry } from './ws-store';
import { Section } from '../../components/Section';

/** Subscribe with MQTT 5 options where the connection speaks v5; the list is re-subscribed after a reconnect. */
export function SubscribePanel({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const draft = useWsStore((s) => s.connections.find((c) => c.id === id)?.subscribeDraft);
  const subscriptions = useWsStore((s) => s.connections.find((c) => c.id === id)?.subscriptions);
  const v5 = useWsStore((s) => s.connections.find((c) => c.id === id)?.config.protocolVersion === 5);
  const errors = useMemo(() => (draft ? validateSubscribe(draft) : {}), [draft]);
  if (!draft) return null;
  const set = (change: Partial<SubscribeDraft>) =>
    updateConnection(id, (c) => ({
      subscribeDraft: { ...c.subscribeDraft, ...change },
    }));
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  function submit(event: FormEvent) {
    event.preventDefault();
    subscribe(id);
  }

  return (
    <Section id={`subscribe-${id}`} framed title={<Trans>Subscribe</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3" mb="4">
          <Grid templateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3" alignItems="start">
            <Box gridColumn="1 / -1">
              <TextField label={t`Topic`} required value={draft.topic} error={errors.topic} onChange={(topic) => set({ topic })} />
            </Box>
            <SelectField label={t`QoS`} value={draft.qos} options={QOS_OPTIONS} onChange={(qos) => set({ qos })} />
            {v5 ? (
              <>
                <SelectField<0 | 1 | 2>
                  label={t`Retain handling`}
                  value={draft.retainHandling}
                  options={[
                    [0, t`0: send retained messages`],
                    [1, t`1: only for new subscriptions`],
                    [2, t`2: do not send`],
                  ]}
                  onChange={(retainHandling) => set({ retainHandling })}
                />
                <CheckField label={t`No local`} checked={draft.noLocal} onChange={(noLocal) => set({ noLocal })} />
                <CheckField label={t`Retain as published`} checked={draft.retainAsPublished} onChange={(retainAsPublished) => set({ retainAsPublished })} />
              </>
            ) : null}
          </Grid>
          <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start">
            <Trans>Subscribe</Trans>
          </Button>
        </Stack>
      </form>
      <DataTable
        label={t`Subscriptions`}
        rows={subscriptions}
        rowKey={(s) => s.topic}
        empty={<Trans>No subscription yet</Trans>}
        columns={[
          { id: 'topic', header: t`Topic`, cell: (s) => s.topic },
          { id: 'qos', header: t`QoS`, numeric: true, cell: (s) => s.qos },
          ...(v5
            ? [
                {
                  id: 'options',
                  header: t`Options`,
                  cell: (s: SubscriptionEntry) => {
                    const noLocal = yesNo(s.noLocal);
                    const retainAsPublished = yesNo(s.retainAsPublished);
                    const retainHandling = s.retainHandling;
                    return t`No local: ${noLocal}, retain as published: ${retainAsPublished}, retain handling: ${retainHandling}`;
                  },
                },
              ]
            : []),
          {
            id: 'time',
            header: t`Subscribed at`,
            cell: (s) => formatDateTime(s.time, i18n.locale),
          },
          {
            id: 'actions',
            header: t`Actions`,
            cell: (s) => (
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Unsubscribe from ${s.topic}`} onClick={() => unsubscribe(id, s.topic)}>
                <Trash2 />
              </IconButton>
            ),
          },
        ]}
      />
    </Section>
  );
}
