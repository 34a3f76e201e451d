import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toaster } from '../../../app/toaster';
import type { ReasonContext } from '../../../components/reason/explain-reason';
import { useProbeField } from '../../../components/reason/use-probe-field';
import { changedFields } from '../../../forms/diff';
import { validator } from '../../../forms/validator';
import { getGetActionsByIdQueryKey } from '../../../generated/endpoints/actions/actions';
import { getGetConnectorsByIdQueryKey } from '../../../generated/endpoints/connectors/connectors';
import { getGetSourcesByIdQueryKey } from '../../../generated/endpoints/sources/sources';
import { duplicateId } from '../../rules/list/copy-name';
import { resourceId, type ChannelKind } from '../model/bridge';
import { invalidateBridgeLists, useBridges } from '../model/queries';
import { createChannel, probeChannel, probeConnector, updateChannel, updateConnector } from './bridge-api';
import { channelCopyBody, channelFormSchema, channelPutBody, connectorPutBody, editValues, type Values } from './form-model';
import { isComplete } from './complete';
import { ProbeButton } from './ProbeButton';
import { channelUiSchema } from './ui-schema';
import { passwordErrors, toErrorSchema } from './validate';
import { ResourceSettingsForm } from '../shared/ResourceSettingsForm';

const FORM_ID = 'bridge-settings';

interface Props {
  kind: ChannelKind;
  channel: Values;
  channelSchema: RJSFSchema;
  connector?: Values;
  connectorSchema?: RJSFSchema;
  /** An enabled bridge restarts when saved: the user is asked first. */
  running: boolean;
}

/** Key order and absent-versus-undefined do not make a change. */
const same = (a: unknown, b: unknown) => changedFields(a, b).length === 0;

/** Edits one action or source with its connector's settings; saves only the parts that changed. */
export function BridgeSettingsForm({ kind, channel, channelSchema, connector, connectorSchema, running }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read once, for the names already taken: thousands of actions are megabytes a read.
  const { bridges } = useBridges(false);
  const type = String(channel.type);
  const name = String(channel.name);
  const id = resourceId(type, name);
  const connectorId = resourceId(type, String(channel.connector));
  const schema = useMemo(() => channelFormSchema(channelSchema, connectorSchema, true), [channelSchema, connectorSchema]);
  const uiSchema = useMemo(() => channelUiSchema(channelSchema, connectorSchema, true, ''), [channelSchema, connectorSchema]);
  // With the schema's defaults filled in, as the form fills them: an untouched form is not "changed".
  const initial = useMemo(() => getDefaultFormState(validator, schema, editValues(channel, channelSchema, connector, connectorSchema)) as Values, [schema, channel, channelSchema, connector, connectorSchema]);
  const [values, setValues] = useState<Values>(initial);

  const connectorChanged = connector !== undefined && !same(values.connector, initial.connector);
  const channelChanged = !same({ ...values, connector: undefined }, { ...initial, connector: undefined });
  const dirty = connectorChanged || channelChanged;
  const errors = type === 'mqtt' ? passwordErrors(values.connector, connector, ['connector', 'password']) : [];
  // A changed connector is probed as typed; else the bridge runs its probe on the stored connector.
  const probesConnector = connectorChanged && connector !== undefined && connectorSchema !== undefined;
  const probeContext: ReasonContext = probesConnector ? { kind: 'connector', type: String(connector?.type ?? type) } : { kind, type };
  const probeField = useProbeField({ formId: FORM_ID, schema, values, prefixes: probesConnector ? [['connector'], []] : [[], ['connector']], context: probeContext });
  // The field a failed probe names is marked, without blocking the save.
  const errorSchema = toErrorSchema([...errors, ...probeField.errors], (m) => i18n._(m));

  const channelBody = (v: Values) => channelPutBody(v, channel, channelSchema);
  const connectorBody = (v: Values) => (connector && connectorSchema ? connectorPutBody(v, connector, connectorSchema) : undefined);

  const probe = () => {
    if (!isComplete(schema, values)) return undefined;
    const body = connectorBody(values);
    if (connectorChanged && body) return probeConnector({ ...body, type: connector?.type, name: connector?.name });
    return probeChannel(kind, { ...channelBody(values), type, name });
  };

  async function save() {
    const body = connectorBody(values);
    if (connectorChanged && body) await updateConnector(connectorId, body);
    if (channelChanged) await updateChannel(kind, id, channelBody(values));
    toaster.create({ type: 'success', title: t`Bridge ${name} updated` });
    await invalidateBridgeLists(queryClient);
    await queryClient.invalidateQueries({ queryKey: kind === 'action' ? getGetActionsByIdQueryKey(id) : getGetSourcesByIdQueryKey(id) });
    await queryClient.invalidateQueries({ queryKey: getGetConnectorsByIdQueryKey(connectorId) });
  }

  async function saveAsCopy() {
    const taken = (bridges ?? []).filter((b) => b.kind === kind).map((b) => b.name);
    const copyName = duplicateId(name, taken);
    await createChannel(kind, channelCopyBody(values, channel, channelSchema, copyName));
    toaster.create({ type: 'success', title: t`Copy ${copyName} created` });
    await invalidateBridgeLists(queryClient);
    await navigate({ to: '/bridge/detail/$id', params: { id: resourceId(type, copyName) }, search: kind === 'source' ? { kind } : {}, ignoreBlocker: true });
  }

  return (
    <ResourceSettingsForm
      id={FORM_ID}
      labelRoot="bridge"
      schema={schema}
      uiSchema={uiSchema}
      values={values}
      onChange={setValues}
      serverErrors={errorSchema}
      dirty={dirty}
      blocked={errors.length > 0}
      restartConfirm={running ? { title: <Trans>Update the bridge?</Trans>, body: <RestartWarning /> } : undefined}
      save={save}
      saveAsCopy={saveAsCopy}
      probe={<ProbeButton probe={probe} context={probeContext} onResult={probeField.onResult} onShowField={probeField.showField} />}
    />
  );
}
/** The spec's confirmation (docs/product-spec.md §4) before a running bridge or connector restarts with new settings. */
export function RestartWarning() {
  return <Trans>Updating a bridge restarts it; buffered or newly received messages are lost during the restart.</Trans>;
}
