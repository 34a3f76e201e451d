import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import { WriteAction } from '../../../components/WriteAction';
import type { ReasonContext } from '../../../components/reason/explain-reason';
import { useProbeField } from '../../../components/reason/use-probe-field';
import { SchemaForm } from '../../../forms/SchemaForm';
import { validator } from '../../../forms/validator';
import { resourceId, type ChannelKind } from '../model/bridge';
import { invalidateBridgeLists, useBridges, useConnectors } from '../model/queries';
import { useResourceSchema } from '../model/schemas';
import { createInOrder, probeChannel, probeConnector, type CreatedPart } from './bridge-api';
import { ConnectorChoice, type ConnectorPick } from './ConnectorChoice';
import { channelFormSchema, connectorBodyType, createBodies, mqttFormSchema, newConnectorBody, withSpecDefaults, type Values } from './form-model';
import { isComplete } from './complete';
import { ProbeButton } from './ProbeButton';
import { TemplateWidget } from './TemplateWidget';
import { connectorFormsOf, type BridgeTarget } from './types';
import { channelUiSchema, mqttUiSchema } from './ui-schema';
import { createErrors, toErrorSchema } from './validate';

const WIDGETS = { Template: TemplateWidget };
const FORM_ID = 'bridge-create';

interface Props {
  target: BridgeTarget;
  onDirty: (dirty: boolean) => void;
  onCreated: (created: { actionId?: string; sourceId?: string }) => void;
}

/** The settings of the bridge being created and of its connector, one form, one save. */
export function BridgeCreateForm({ target, onDirty, onCreated }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mqtt = target.kind === 'mqtt';
  const type = target.kind === 'mqtt' ? 'mqtt' : target.type;
  const forms = connectorFormsOf(type);
  const connectors = useConnectors();
  // Read once, for the names already taken: thousands of actions are megabytes a read.
  const { bridges } = useBridges(false);
  const [pick, setPick] = useState<ConnectorPick>();
  const actionSchema = useResourceSchema('action', mqtt || target.kind === 'action' ? type : undefined);
  const sourceSchema = useResourceSchema('source', mqtt || target.kind === 'source' ? type : undefined);
  const connectorSchema = useResourceSchema('connector', forms[0] === undefined ? undefined : (pick?.form ?? forms[0]));
  const connectorType = connectorSchema.data ? connectorBodyType(connectorSchema.data, type) : type;
  const existing = (connectors.data ?? []).filter((c) => c.type === connectorType).map((c) => c.name);
  // A new connector until the user picks one: the form never opens on a connector they did not choose.
  const current: ConnectorPick = pick ?? { existing: undefined, form: forms[0] ?? type };
  const isNew = current.existing === undefined;

  const channel = target.kind === 'source' ? sourceSchema.data : actionSchema.data;
  const schema = useMemo<RJSFSchema | undefined>(() => {
    const connector = isNew ? connectorSchema.data : undefined;
    if (isNew && !connector) return undefined;
    if (mqtt) return actionSchema.data && sourceSchema.data ? mqttFormSchema(actionSchema.data, sourceSchema.data, connector) : undefined;
    return channel ? channelFormSchema(channel, connector, false) : undefined;
  }, [mqtt, isNew, connectorSchema.data, actionSchema.data, sourceSchema.data, channel]);
  const namePlaceholder = t`Same as the bridge`;
  const uiSchema = useMemo(() => (mqtt ? mqttUiSchema(connectorSchema.data, namePlaceholder) : channelUiSchema(channel, connectorSchema.data, false, namePlaceholder)), [mqtt, connectorSchema.data, channel, namePlaceholder]);

  const [draft, setDraft] = useState<Values>();
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<CreatedPart[]>([]);
  const [failure, setFailure] = useState<CreatedPart['kind']>();
  const [saving, setSaving] = useState(false);
  const values = useMemo(() => (schema ? (getDefaultFormState(validator, schema, draft ?? withSpecDefaults(getDefaultFormState(validator, schema, {}) as Values)) as Values) : undefined), [schema, draft]);

  const doneConnector = done.find((p) => p.kind === 'connector');
  const names = (kind: ChannelKind) => new Set((bridges ?? []).filter((b) => b.kind === kind).map((b) => b.name));
  const errors = values
    ? createErrors(values, {
        kinds: target.kind === 'mqtt' ? [] : [target.kind],
        // What this form already created is not "taken" by someone else.
        takenActions: withoutDone(names('action'), done, 'action'),
        takenSources: withoutDone(names('source'), done, 'source'),
        takenConnectors: isNew && !doneConnector ? new Set(existing) : undefined,
        mqtt,
        submitted,
      })
    : [];
  // What "Test connectivity" tries: the new connector, else the bridge on the chosen connector.
  const probesConnector = isNew && !doneConnector;
  const probeContext: ReasonContext = probesConnector ? { kind: 'connector', type: connectorType } : { kind: target.kind === 'source' ? 'source' : 'action', type };
  const probeField = useProbeField({
    formId: FORM_ID,
    schema,
    values,
    prefixes: probesConnector ? [['connector'], [], ['egress'], ['ingress']] : [[], ['egress'], ['ingress'], ['connector']],
    context: probeContext,
  });
  // The field a failed probe names is marked too; it does not block the save (the broker may be right later).
  const errorSchema = toErrorSchema([...errors, ...probeField.errors], (m) => i18n._(m));

  const bodiesOf = (v: Values) => createBodies(v, { kind: target.kind, type, connectorType, connectorName: current.existing ?? (doneConnector ? doneConnector.id.slice(connectorType.length + 1) : undefined) });

  const probe = () => {
    if (!values || !schema || !isComplete(schema, values)) return undefined;
    const bodies = bodiesOf(values);
    if (probesConnector) return probeConnector(newConnectorBody(values, connectorType));
    // The channel's probe runs on the stored connector, with the channel's own settings.
    if (bodies.action) return probeChannel('action', bodies.action);
    if (bodies.source) return probeChannel('source', bodies.source);
    return undefined;
  };

  async function submit(v: Values) {
    setSubmitted(true);
    const blocking = createErrors(v, {
      kinds: target.kind === 'mqtt' ? [] : [target.kind],
      takenActions: withoutDone(names('action'), done, 'action'),
      takenSources: withoutDone(names('source'), done, 'source'),
      takenConnectors: isNew && !doneConnector ? new Set(existing) : undefined,
      mqtt,
      submitted: true,
    });
    if (blocking.length > 0) return;
    const bodies = bodiesOf(v);
    // A step that went through before a failure is not sent again.
    const skip = new Set(done.map((p) => `${p.kind}:${p.id}`));
    const remaining = {
      connector: bodies.connector && !doneConnector ? bodies.connector : undefined,
      source: bodies.source && !skip.has(`source:${resourceId(type, String(bodies.source.name))}`) ? bodies.source : undefined,
      action: bodies.action && !skip.has(`action:${resourceId(type, String(bodies.action.name))}`) ? bodies.action : undefined,
    };
    setSaving(true);
    const outcome = await createInOrder(remaining);
    setSaving(false);
    const all = [...done, ...outcome.created];
    setDone(all);
    setFailure(outcome.failed);
    await invalidateBridgeLists(queryClient);
    if (outcome.failed) return;
    const actionId = all.find((p) => p.kind === 'action')?.id;
    const sourceId = all.find((p) => p.kind === 'source')?.id;
    toaster.create({ type: 'success', title: t`Bridge ${String(v.name)} created` });
    onDirty(false);
    onCreated({ actionId, sourceId });
  }

  if (actionSchema.isError || sourceSchema.isError || connectorSchema.isError)
    return (
      <Text role="alert" color="fg.error">
        <Trans>The settings form could not be loaded.</Trans>
      </Text>
    );

  return (
    <Stack gap="5">
      {forms.length === 0 ? null : connectors.data || connectors.isError ? <ConnectorChoice names={existing} forms={forms} value={current} onChange={setPick} /> : <Loading />}
      {done.length > 0 && failure ? <PartialCreation done={done} failed={failure} /> : null}
      {!schema || !values ? (
        <Loading />
      ) : (
        <SchemaForm
          // A new schema (the connector section added or removed) starts a fresh form over the same
          // values: RJSF would otherwise validate the untouched fields at once and show them as errors.
          key={isNew ? `new:${current.form}` : 'existing'}
          id={FORM_ID}
          schema={schema}
          labelRoot="bridge"
          uiSchema={uiSchema}
          widgets={WIDGETS}
          value={values}
          serverErrors={errorSchema}
          onChange={(next) => {
            setDraft(next as Values);
            onDirty(true);
          }}
          onSubmit={(v) => void submit(v as Values)}
        />
      )}
      <HStack gap="3" wrap="wrap">
        <WriteAction>
          <Button colorPalette="brand" type="submit" form={FORM_ID} loading={saving} disabled={!values}>
            <Trans>Create</Trans>
          </Button>
        </WriteAction>
        <ProbeButton probe={probe} disabled={!values} context={probeContext} onResult={probeField.onResult} onShowField={probeField.showField} />
      </HStack>
    </Stack>
  );
}

function withoutDone(names: Set<string>, done: CreatedPart[], kind: ChannelKind): Set<string> {
  for (const part of done) if (part.kind === kind) names.delete(part.id.slice(part.id.indexOf(':') + 1));
  return names;
}

/** A save that stopped half-way: what exists now is named, and saving again creates only the rest. */
function PartialCreation({ done, failed }: { done: CreatedPart[]; failed: CreatedPart['kind'] }) {
  const { t } = useLingui();
  const kindLabel = (kind: CreatedPart['kind']) => (kind === 'connector' ? t`connector` : kind === 'action' ? t`action (egress)` : t`source (ingress)`);
  const list = done.map((p) => `${kindLabel(p.kind)} ${p.id}`).join(', ');
  const missing = kindLabel(failed);
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The bridge was only partly created</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Already created: {list}. The {missing} could not be created: correct the form and save again to create what is missing.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
