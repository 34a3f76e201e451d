import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import { WriteAction } from '../../../components/WriteAction';
import { SchemaForm } from '../../../forms/SchemaForm';
import { validator } from '../../../forms/validator';
import { probeChannel, probeConnector } from '../editor/bridge-api';
import { TemplateWidget } from '../editor/TemplateWidget';
import type { Values } from '../editor/form-model';
import { toErrorSchema } from '../editor/validate';
import { invalidateBridgeLists, useBridges, useConnectors } from '../model/queries';
import { useResourceSchema } from '../model/schemas';
import { createWebhook, type WebhookStep } from './webhook-api';
import { defaultWebhookName, initialWebhookValues, reusableConnector, WEBHOOK_ESSENTIALS, webhookBodies, webhookErrors, webhookSchema, type ConnectorAnswer } from './webhook-model';
import { WebhookFailure } from './WebhookFailure';
import { WebhookUrl, WebhookUrlWidget } from './WebhookUrlWidget';

const FORM_ID = 'webhook-create';
/** A literal `${…}`: ICU would read the braces of the text as a placeholder of its own. */
const PLACEHOLDER_EXAMPLE = '${field}';
const WIDGETS = { Template: TemplateWidget, WebhookUrl: WebhookUrlWidget };
const multiline = { 'ui:widget': 'Template', 'ui:options': { multiline: true } };

const UI_SCHEMA: UiSchema = {
  'ui:options': { essentials: WEBHOOK_ESSENTIALS },
  'ui:order': [...WEBHOOK_ESSENTIALS, 'sql', 'connector', 'parameters', 'resource_opts'],
  url: { 'ui:widget': 'WebhookUrl', 'ui:placeholder': 'https://example.com/hooks/emqx' },
  body: multiline,
  topic: { 'ui:placeholder': 'sensors/#' },
  sql: multiline,
  connector: { request: { 'ui:widget': 'hidden' } },
};

interface Props {
  onDirty: (dirty: boolean) => void;
  onCreated: (created: { actionId: string; ruleId?: string }) => void;
}

/** The webhook in one page: one Create makes the connector, the action and the rule, and says which step failed. */
export function WebhookForm({ onDirty, onCreated }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const actionSchema = useResourceSchema('action', 'http');
  const connectorSchema = useResourceSchema('connector', 'http');
  const connectors = useConnectors();
  // Read once, for the names already taken: thousands of actions are megabytes a read.
  const { bridges } = useBridges(false);
  const [draft, setDraft] = useState<Values>();
  const [reusing, setReusing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<WebhookStep[]>([]);
  const [failed, setFailed] = useState<WebhookStep>();
  const [saving, setSaving] = useState(false);

  const offer = reusableConnector(String(draft?.url ?? ''), (connectors.data ?? []) as ConnectorAnswer[]);
  // The connector this page made on an earlier Create is its own, not one to offer.
  const reuse = reusing && offer && !done.includes('connector') ? offer : undefined;
  const texts = useMemo(
    () => ({
      topic: { title: t`Topic filter`, description: t`Messages published on topics that match this filter are sent to the URL (e.g. sensors/# or devices/+/status).` },
      sql: { title: t`Rule SQL`, description: t`Instead of the topic filter: the SQL of the rule that selects and shapes what is sent. Left empty, every message on the topic filter is sent as it is.` },
      name: { title: t`Name`, description: t`Names the action, its connector and its rule.` },
      body: t`The request body, with ${PLACEHOLDER_EXAMPLE} placeholders filled from each message. Left empty, the whole message is sent as JSON.`,
    }),
    [t],
  );
  const schema = useMemo<RJSFSchema | undefined>(
    () => (actionSchema.data && connectorSchema.data ? webhookSchema(actionSchema.data, reuse ? undefined : connectorSchema.data, texts) : undefined),
    [actionSchema.data, connectorSchema.data, reuse, texts],
  );

  const taken = useMemo(() => {
    const names = new Set<string>([...(bridges ?? []).filter((b) => b.kind === 'action').map((b) => b.name), ...(connectors.data ?? []).map((c) => String(c.name))]);
    // What this page created is not taken by someone else.
    if (done.length > 0 && draft) names.delete(String(draft.name));
    return names;
  }, [bridges, connectors.data, done, draft]);
  const ready = schema && bridges && (connectors.data || connectors.isError);
  const values = useMemo(() => {
    if (!schema || !ready) return undefined;
    const start = draft ?? initialWebhookValues(getDefaultFormState(validator, schema, {}) as Values, defaultWebhookName(taken));
    return getDefaultFormState(validator, schema, start) as Values;
    // The first values are made once, when everything they need is in: later the draft rules.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, ready, draft]);

  const errors = values ? webhookErrors(values, { taken, submitted }) : [];
  const errorSchema = toErrorSchema(errors, (m) => i18n._(m));

  const probe = () => {
    if (!values || !String(values.url ?? '').trim() || errors.some((e) => e.path[0] === 'url')) return undefined;
    const bodies = webhookBodies(values, reuse);
    return bodies.connector ? probeConnector(bodies.connector) : probeChannel('action', bodies.action);
  };

  async function submit(v: Values) {
    setSubmitted(true);
    if (webhookErrors(v, { taken, submitted: true }).length > 0) return;
    setSaving(true);
    const outcome = await createWebhook(webhookBodies(v, reuse), done);
    setSaving(false);
    setDone(outcome.done);
    setFailed(outcome.failed);
    // The lists read again in the background: what was made is made, and the operator is not held
    // until every open list has come back (a slow one once kept a created webhook on its form).
    void invalidateBridgeLists(queryClient);
    if (outcome.failed) return;
    const name = String(v.name);
    toaster.create({ type: 'success', title: t`Webhook ${name} created` });
    onDirty(false);
    onCreated({ actionId: `http:${name}`, ruleId: outcome.ruleId });
  }

  if (actionSchema.isError || connectorSchema.isError)
    return (
      <Text role="alert" color="fg.error">
        <Trans>The settings form could not be loaded.</Trans>
      </Text>
    );
  if (!schema || !values) return <Loading />;

  return (
    <Stack gap="5">
      {failed ? <WebhookFailure steps={reuse || (done.length > 0 && !done.includes('connector')) ? ['action', 'rule'] : ['connector', 'action', 'rule']} done={done} failed={failed} name={String(values.name)} /> : null}
      <WebhookUrl.Provider value={{ probe, offer, reusing: reuse !== undefined, setReusing }}>
        <SchemaForm
          key={reuse ? 'reuse' : 'new'}
          id={FORM_ID}
          schema={schema}
          labelRoot="bridge"
          uiSchema={UI_SCHEMA}
          widgets={WIDGETS}
          value={values}
          serverErrors={errorSchema}
          onChange={(next) => {
            setDraft(next as Values);
            onDirty(true);
          }}
          onSubmit={(v) => void submit(v as Values)}
        />
      </WebhookUrl.Provider>
      <HStack gap="3" wrap="wrap">
        <WriteAction>
          <Button colorPalette="brand" type="submit" form={FORM_ID} loading={saving}>
            <Trans>Create</Trans>
          </Button>
        </WriteAction>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Creates the connector, the action and the rule.</Trans>
        </Text>
      </HStack>
    </Stack>
  );
}
