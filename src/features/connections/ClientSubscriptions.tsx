import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RowAction } from '../../components/RowAction';
import { PublishDialog } from '../publish/PublishDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import { TruncatedText } from '../../components/TruncatedText';
import {
  getGetClientsByClientidSubscriptionsQueryKey,
  useGetClientsByClientidSubscriptions,
  usePostClientsByClientidSubscribe,
  usePostClientsByClientidUnsubscribe,
} from '../../generated/endpoints/clients/clients';
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

/** The client's subscriptions; subscribe it to more, or unsubscribe it (MQTT 5 options where it speaks v5). */
export function ClientSubscriptions({ clientId, mqtt5 }: { clientId: string; mqtt5: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // A client that does not exist is explained by the page around this list, not by a toast.
  const subscriptions = useGetClientsByClientidSubscriptions(clientId, { request: { silentStatuses: [404] } });
  type Subscription = NonNullable<typeof subscriptions.data>[number];
  const subscribe = usePostClientsByClientidSubscribe();
  const unsubscribe = usePostClientsByClientidUnsubscribe();
  const [draft, setDraft] = useState<SubscribeDraft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  // A test message to a topic the client subscribes to: does it arrive, or queue?
  const [publishing, setPublishing] = useState<string>();
  const topicError = touched && !draft.topic.trim() ? t`Topic is required` : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetClientsByClientidSubscriptionsQueryKey(clientId) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!draft.topic.trim()) return;
    const options = mqtt5 ? { nl: draft.nl, rap: draft.rap, rh: draft.rh } : {};
    // On failure the HTTP layer has said why; the form keeps what was typed.
    await subscribe.mutateAsync({ clientid: clientId, data: { topic: draft.topic.trim(), qos: draft.qos, ...options } }).then(
      () => {
        setDraft(EMPTY);
        setTouched(false);
      },
      () => undefined,
    );
    await refresh();
  }

  async function confirmUnsubscribe() {
    if (leaving === null) return;
    await unsubscribe.mutateAsync({ clientid: clientId, data: { topic: leaving } }).catch(() => undefined);
    setLeaving(null);
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
          <Field.Root invalid={!!topicError} required width="auto" flex="1" minW="60">
            <Field.Label>{t`Topic`}</Field.Label>
            <Input size="sm" value={draft.topic} onChange={(e) => setDraft((d) => ({ ...d, topic: e.target.value }))} onBlur={() => setTouched(true)} />
            <Field.ErrorText>{topicError}</Field.ErrorText>
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
            <Button type="submit" size="sm" colorPalette="brand" mt="6" loading={subscribe.isPending}>
              <Trans>Subscribe</Trans>
            </Button>
          </WriteAction>
        </HStack>
      </form>
      <DataTable
        label={t`Subscriptions of this client`}
        rows={subscriptions.data}
        rowKey={(s) => s.topic ?? ''}
        loading={subscriptions.isFetching && !subscriptions.data}
        error={subscriptions.isError}
        onRetry={() => void subscriptions.refetch()}
        empty={<Trans>This client has no subscription</Trans>}
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
                <RowAction label={t`Unsubscribe from ${s.topic ?? ''}`} danger onClick={() => setLeaving(s.topic ?? '')}>
                  <Trash2 />
                </RowAction>
              </HStack>
            ),
          },
        ]}
      />
      {publishing !== undefined ? <PublishDialog topic={publishing} onClose={() => setPublishing(undefined)} /> : null}
      <ConfirmDialog
        open={leaving !== null}
        destructive
        busy={unsubscribe.isPending}
        title={<Trans>Unsubscribe from {leaving}?</Trans>}
        confirmLabel={<Trans>Unsubscribe</Trans>}
        onConfirm={() => void confirmUnsubscribe()}
        onCancel={() => setLeaving(null)}
      />
    </Section>
  );
}
