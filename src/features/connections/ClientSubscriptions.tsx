import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RowAction } from '../../components/RowAction';
import { PublishDialog } from '../publish/PublishDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, queryState } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import { TruncatedText } from '../../components/TruncatedText';
import {
  getGetClientsByClientidSubscriptionsQueryKey,
  useGetClientsByClientidSubscriptions,
  usePostClientsByClientidSubscribe,
  usePostClientsByClientidSubscribeBulk,
  usePostClientsByClientidUnsubscribe,
  usePostClientsByClientidUnsubscribeBulk,
} from '../../generated/endpoints/clients/clients';
import { topicFilterError } from '../../domain/topic-filter';
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';

interface SubscribeDraft {
  topic: string;
  qos: number;
  nl: number;
  rap: number;
  rh: number;
}

const EMPTY: SubscribeDraft = { topic: '', qos: 0, nl: 0, rap: 0, rh: 0 };

/** One topic a line: several lines subscribe in one request (`/subscribe/bulk`). */
const topicsOf = (text: string) => [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];

/** The client's subscriptions; subscribe it to more, or unsubscribe it (MQTT 5 options where it speaks v5). */
export function ClientSubscriptions({ clientId, mqtt5 }: { clientId: string; mqtt5: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  // A client that does not exist is explained by the page around this list, not by a toast.
  const subscriptions = useGetClientsByClientidSubscriptions(clientId, { request: { silentStatuses: [404] } });
  type Subscription = NonNullable<typeof subscriptions.data>[number];
  const subscribe = usePostClientsByClientidSubscribe();
  const subscribeBulk = usePostClientsByClientidSubscribeBulk();
  const unsubscribe = usePostClientsByClientidUnsubscribe();
  const unsubscribeBulk = usePostClientsByClientidUnsubscribeBulk();
  const [draft, setDraft] = useState<SubscribeDraft>(EMPTY);
  const [touched, setTouched] = useState(false);
  // The topics an unsubscribe would end: one row's, or the selected ones.
  const [leaving, setLeaving] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  // A test message to a topic the client subscribes to: does it arrive, or queue?
  const [publishing, setPublishing] = useState<string>();
  const topics = topicsOf(draft.topic);
  const firstBad = topics.map(topicFilterError).find(Boolean);
  const topicError = topics.length === 0 ? t`Topic is required` : firstBad ? i18n._(firstBad) : undefined;
  const shownError = touched ? topicError : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetClientsByClientidSubscriptionsQueryKey(clientId) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (topicError) return;
    const options = mqtt5 ? { nl: draft.nl, rap: draft.rap, rh: draft.rh } : {};
    const sent =
      topics.length === 1
        ? subscribe.mutateAsync({ clientid: clientId, data: { topic: topics[0]!, qos: draft.qos, ...options } })
        : subscribeBulk.mutateAsync({ clientid: clientId, data: topics.map((topic) => ({ topic, qos: draft.qos, ...options })) });
    // On failure the HTTP layer has said why; the form keeps what was typed.
    await sent.then(
      () => {
        setDraft(EMPTY);
        setTouched(false);
      },
      () => undefined,
    );
    await refresh();
  }

  async function confirmUnsubscribe() {
    const sent =
      leaving.length === 1
        ? unsubscribe.mutateAsync({ clientid: clientId, data: { topic: leaving[0]! } })
        : unsubscribeBulk.mutateAsync({ clientid: clientId, data: leaving.map((topic) => ({ topic })) });
    await sent.then(
      () => setSelected((keys) => keys.filter((key) => !leaving.includes(key))),
      () => undefined,
    );
    setLeaving([]);
    await refresh();
  }

  const choice = (name: keyof Omit<SubscribeDraft, 'topic'>, label: string, options: [number, string][]) => (
    <SelectField minW="36" label={label} value={draft[name]} options={options} onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))} />
  );

  const noYes: [number, string][] = [
    [0, t`No`],
    [1, t`Yes`],
  ];

  return (
    <Section id="client-subscriptions" title={<Trans>Subscriptions</Trans>}>
      <form onSubmit={submit} noValidate aria-label={t`Subscribe the client`}>
        <HStack align="flex-start" gap="3" wrap="wrap" mb="4">
          <Field.Root invalid={!!shownError} required width="auto" flex="1" minW="60">
            <Field.Label>{t`Topic`}</Field.Label>
            <Textarea size="sm" rows={Math.min(6, Math.max(1, draft.topic.split('\n').length))} resize="vertical" value={draft.topic} onChange={(e) => setDraft((d) => ({ ...d, topic: e.target.value }))} onBlur={() => setTouched(true)} />
            {shownError ? <Field.ErrorText>{shownError}</Field.ErrorText> : <Field.HelperText>{t`One topic a line to subscribe to several at once.`}</Field.HelperText>}
          </Field.Root>
          {choice('qos', t`QoS`, [
            [0, '0'],
            [1, '1'],
            [2, '2'],
          ])}
          {mqtt5 ? choice('nl', t`No local`, noYes) : null}
          {mqtt5 ? choice('rap', t`Retain as published`, noYes) : null}
          {mqtt5
            ? choice('rh', t`Retain handling`, [
                [0, t`0: send retained messages`],
                [1, t`1: only for new subscriptions`],
                [2, t`2: do not send`],
              ])
            : null}
          <WriteAction>
            <Button type="submit" size="sm" colorPalette="brand" mt="6" loading={subscribe.isPending || subscribeBulk.isPending}>
              {topics.length > 1 ? <Trans>Subscribe to {topics.length}</Trans> : <Trans>Subscribe</Trans>}
            </Button>
          </WriteAction>
        </HStack>
      </form>
      <HStack justify="flex-end" mb="2">
        <WriteAction>
          <Button size="sm" variant="outline" colorPalette="red" disabled={selected.length === 0} onClick={() => setLeaving(selected)}>
            <Trans>Unsubscribe ({selected.length})</Trans>
          </Button>
        </WriteAction>
      </HStack>
      <DataTable
        label={t`Subscriptions of this client`}
        rows={subscriptions.data}
        rowKey={(s) => s.topic ?? ''}
        {...queryState(subscriptions)}
        empty={<Trans>This client has no subscription</Trans>}
        selection={{ selected, onChange: setSelected, rowLabel: (s) => t`Select ${s.topic ?? ''}` }}
        columns={[
          { id: 'topic', header: t`Topic`, cell: (s) => (s.topic ? <TruncatedText value={s.topic} copyLabel={t`Copy topic`} /> : '–') },
          { id: 'qos', header: t`QoS`, numeric: true, cell: (s) => s.qos ?? '–' },
          // Subscription options are MQTT 5's: an older client's subscriptions have none.
          ...(mqtt5
            ? [
                { id: 'nl', header: t`No local`, cell: (s: Subscription) => (s.nl ? t`Yes` : t`No`) },
                { id: 'rap', header: t`Retain as published`, cell: (s: Subscription) => (s.rap ? t`Yes` : t`No`) },
                { id: 'rh', header: t`Retain handling`, numeric: true, cell: (s: Subscription) => s.rh ?? '–' },
              ]
            : []),
          {
            id: 'actions',
            header: t`Actions`,
            cell: (s) => (
              <HStack gap="1">
                <RowAction label={t`Publish to ${s.topic ?? ''}`} onClick={() => setPublishing(s.topic ?? '')}>
                  <Send />
                </RowAction>
                <RowAction label={t`Unsubscribe from ${s.topic ?? ''}`} danger onClick={() => setLeaving([s.topic ?? ''])}>
                  <Trash2 />
                </RowAction>
              </HStack>
            ),
          },
        ]}
      />
      {publishing !== undefined ? <PublishDialog topic={publishing} onClose={() => setPublishing(undefined)} /> : null}
      <ConfirmDialog
        open={leaving.length > 0}
        destructive
        busy={unsubscribe.isPending || unsubscribeBulk.isPending}
        title={leaving.length === 1 ? <Trans>Unsubscribe from {leaving[0]}?</Trans> : <Trans>Unsubscribe from {leaving.length} topics?</Trans>}
        confirmLabel={<Trans>Unsubscribe</Trans>}
        onConfirm={() => void confirmUnsubscribe()}
        onCancel={() => setLeaving([])}
      />
    </Section>
  );
}
