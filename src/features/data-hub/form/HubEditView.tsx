import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isNotFound } from '../../../api/api-error';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import { MetricsUnreadable } from '../../../components/metrics/MetricsUnreadable';
import { PageHeader } from '../../../components/PageHeader';
import { Section } from '../../../components/Section';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { SubmitRow } from '../../../forms/SubmitRow';
import { useGetSchemaRegistry } from '../../../generated/endpoints/schema-registry/schema-registry';
import { HUB_KINDS, type HubKind, type HubKindId } from '../hub-kinds';
import { ChecksField } from './ChecksField';
import { CommonFields } from './CommonFields';
import { brokerProblem } from './broker-problem';
import { draftProblems, newDraft, toDraft, type HubDraft } from './hub-draft';
import { OperationsField } from './OperationsField';
import { SerdeField } from './SerdeField';

/** Create a validation or transformation (no `name`), or edit the one named. */
export function HubEditView({ kindId, name }: { kindId: HubKindId; name?: string }) {
  const kind = HUB_KINDS[kindId];
  const { t } = useLingui();
  const item = useQuery({ queryKey: kind.oneKey(name ?? ''), queryFn: ({ signal }) => kind.one(name ?? '', signal), enabled: name !== undefined });
  const title = name ?? (kindId === 'validation' ? t`Create schema validation` : t`Create message transformation`);
  let body;
  if (name === undefined) body = <HubForm kind={kind} initial={newDraft(kindId)} isNew />;
  else if (item.data) body = <HubForm kind={kind} initial={toDraft(kindId, item.data.raw)} isNew={false} />;
  else if (isNotFound(item.error)) body = <Text role="alert">{t`There is no item named ${name}.`}</Text>;
  else if (item.isError) body = <MetricsUnreadable onRetry={() => void item.refetch()} />;
  else body = <Loading />;
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      {body}
    </Stack>
  );
}

function HubForm({ kind, initial, isNew }: { kind: HubKind; initial: HubDraft; isNew: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: kind.listKey(), queryFn: ({ signal }) => kind.list(signal) });
  const registry = useGetSchemaRegistry();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // What the broker refused on the last save, by the field it named: shown there until the next edit.
  const [refused, setRefused] = useState<{ key: string; reason: string }>();
  const edit = (next: HubDraft) => (setDraft(next), setRefused(undefined));
  const problems = draftProblems(draft, isNew ? (list.data ?? []).map((i) => i.name) : []);
  const blocked = Object.keys(problems).length > 0;
  // A problem shows once the user has typed in its field, or tried to save; "required" only then.
  const errorOf = (key: string): string | undefined => {
    if (refused?.key === key) return refused.reason;
    const problem = problems[key];
    return problem && (tried || fieldTouched(draft, initial, key)) ? i18n._(problem) : undefined;
  };
  const schemas = (registry.data ?? []).map((s) => ({ name: s.name, type: s.type, source: s.source }));

  async function submit() {
    setTried(true);
    if (blocked) return;
    setSaving(true);
    try {
      await kind.save(draft, isNew);
    } catch (error) {
      // The HTTP layer has said why; the form keeps everything typed, and marks the field the broker named.
      setRefused(brokerProblem(error));
      setSaving(false);
      return;
    }
    const name = draft.name.trim();
    toaster.create({ type: 'success', title: isNew ? t`${name} created` : t`${name} saved` });
    await Promise.all([queryClient.invalidateQueries({ queryKey: kind.listKey() }), queryClient.invalidateQueries({ queryKey: kind.oneKey(name) })]);
    const params = { name };
    if (kind.id === 'validation') await navigate({ to: '/schema-validation/detail/$name', params, ignoreBlocker: true });
    else await navigate({ to: '/message-transform/detail/$name', params, ignoreBlocker: true });
  }

  const itemName = draft.name;
  const formLabel = isNew ? (kind.id === 'validation' ? t`Create schema validation` : t`Create message transformation`) : t`Edit ${itemName}`;
  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      <LeaveGuard dirty={JSON.stringify(draft) !== JSON.stringify(initial) && !saving} />
      <Stack gap="8" maxW="4xl">
        <CommonFields draft={draft} onChange={edit} isNew={isNew} errorOf={errorOf} />
        {kind.id === 'validation' ? (
          <Section id="hub-form-checks" title={<Trans>Checks</Trans>}>
            <ChecksField checks={draft.checks} onChange={(checks) => edit({ ...draft, checks })} schemas={schemas} errorOf={errorOf} />
          </Section>
        ) : (
          <>
            <Section id="hub-form-payload" title={<Trans>Payload</Trans>}>
              <HStack gap="6" align="start" wrap="wrap">
                <SerdeField label={t`Decode the payload as`} value={draft.decoder} onChange={(decoder) => edit({ ...draft, decoder })} schemas={schemas} errors={{ schema: errorOf('decoder.schema'), messageType: errorOf('decoder.messageType') }} />
                <SerdeField label={t`Encode the payload as`} value={draft.encoder} onChange={(encoder) => edit({ ...draft, encoder })} schemas={schemas} errors={{ schema: errorOf('encoder.schema'), messageType: errorOf('encoder.messageType') }} />
              </HStack>
            </Section>
            <Section id="hub-form-operations" title={<Trans>Operations</Trans>}>
              <Text fontSize="sm" color="fg.muted" mb="3">
                <Trans>Applied in order to the decoded message. Expressions read payload.*, topic, qos, retain, clientid, username, user_property.* and more, and call functions such as concat, lower or json_decode (Ctrl+Space lists them).</Trans>
              </Text>
              <OperationsField operations={draft.operations} onChange={(operations) => edit({ ...draft, operations })} errorOf={errorOf} />
            </Section>
          </>
        )}
        <SubmitRow label={isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>} saving={saving} blocked={tried && blocked} />
      </Stack>
    </form>
  );
}

/** Has the user changed the field a problem key names (`name`, `checks.0.sql`, `operations.1.value`)? */
function fieldTouched(draft: HubDraft, initial: HubDraft, key: string): boolean {
  const read = (d: HubDraft): unknown => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], d);
  const now = read(draft);
  return now !== undefined && now !== '' && JSON.stringify(now) !== JSON.stringify(read(initial));
}
