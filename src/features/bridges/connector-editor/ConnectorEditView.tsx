import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { TruncatedText } from '../../../components/TruncatedText';
import { explainReason, type ReasonContext } from '../../../components/reason/explain-reason';
import { ReasonText } from '../../../components/reason/ReasonText';
import { useProbeField } from '../../../components/reason/use-probe-field';
import { changedFields } from '../../../forms/diff';
import { validator } from '../../../forms/validator';
import { getConnectorsById, getGetConnectorsByIdQueryKey, postConnectors } from '../../../generated/endpoints/connectors/connectors';
import type { PostConnectorsBody } from '../../../generated/model';
import { duplicateId } from '../../rules/list/copy-name';
import { parseResourceId, resourceId, resourceStatus, type ResourceAnswer } from '../model/bridge';
import { invalidateBridgeLists, useBridges, useConnectors } from '../model/queries';
import { useResourceSchema } from '../model/schemas';
import { probeConnector, updateConnector } from '../editor/bridge-api';
import { connectorFormFor } from '../editor/BridgeSettingsPanel';
import { RestartWarning } from '../editor/BridgeSettingsForm';
import { isComplete } from '../editor/complete';
import { connectorEditValues, connectorFormSchema, connectorPutBody, type Values } from '../editor/form-model';
import { ProbeButton } from '../editor/ProbeButton';
import { connectorFormsOf } from '../editor/types';
import { connectorUiSchema } from '../editor/ui-schema';
import { passwordErrors, toErrorSchema } from '../editor/validate';
import { ResourceStatus } from '../shared/ResourceStatus';
import { ResourceSettingsForm } from '../shared/ResourceSettingsForm';

const FORM_ID = 'connector-settings';

/** One connector's settings (`/bridge/connector/{type:name}`): test, save, save as a copy. */
export function ConnectorEditView({ id }: { id: string }) {
  const { t } = useLingui();
  const parsed = parseResourceId(id);
  const type = parsed?.type;
  const answer = useQuery({
    queryKey: getGetConnectorsByIdQueryKey(id),
    queryFn: ({ signal }) => getConnectorsById(id, undefined, signal) as Promise<unknown> as Promise<Values>,
    enabled: parsed !== undefined,
    // Read again only after a save: a refetch while the user types would start the form over.
    staleTime: Infinity,
  });
  const forms = type ? connectorFormsOf(type) : [];
  const first = useResourceSchema('connector', forms[0]);
  const second = useResourceSchema('connector', forms[1]);
  const form = type ? connectorFormFor(type, answer.data, { [forms[0] ?? '']: first.data, [forms[1] ?? '']: second.data }) : undefined;
  const schema = form === forms[1] ? second : first;

  return (
    <Stack gap="6">
      <PageHeader title={parsed ? parsed.name : id} copyLabel={t`Copy connector name`} subtitle={<TruncatedText value={id} copyLabel={t`Copy connector ID`} maxW="full" />} />
      <Stack gap="6" maxW="5xl">
        {!parsed || answer.isError || schema.isError ? (
          <Text role="alert" color="fg.error">
            <Trans>The connector {id} could not be loaded.</Trans>
          </Text>
        ) : !answer.data || !schema.data ? (
          <Loading />
        ) : (
          <ConnectorSettingsForm key={String(answer.dataUpdatedAt)} id={id} stored={answer.data} schema={schema.data} />
        )}
      </Stack>
    </Stack>
  );
}

/** Key order and absent-versus-undefined do not make a change. */
const same = (a: unknown, b: unknown) => changedFields(a, b).length === 0;

function ConnectorSettingsForm({ id, stored, schema: connectorSchema }: { id: string; stored: Values; schema: RJSFSchema }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read once, for the bridges that use this connector: thousands of actions are megabytes a read.
  const { bridges } = useBridges(false);
  const connectors = useConnectors();
  const type = String(stored.type);
  const name = String(stored.name);
  const schema = useMemo(() => connectorFormSchema(connectorSchema, true), [connectorSchema]);
  const uiSchema = useMemo(() => connectorUiSchema(connectorSchema, true), [connectorSchema]);
  // With the schema's defaults filled in, as the form fills them: an untouched form is not "changed".
  const initial = useMemo(() => getDefaultFormState(validator, schema, connectorEditValues(stored, connectorSchema)) as Values, [schema, stored, connectorSchema]);
  const [values, setValues] = useState<Values>(initial);
  const dirty = !same(values, initial);
  const users = (bridges ?? []).filter((b) => b.connectorId === id);
  const errors = type === 'mqtt' ? passwordErrors(values, stored, ['password']) : [];
  const body = () => connectorPutBody({ connector: values }, stored, connectorSchema);
  const context: ReasonContext = { kind: 'connector', type };
  const answer = stored as unknown as ResourceAnswer;
  // Why the connector is down marks the field to fix from the start (not when other nodes reach the
  // target with the same settings); a probe replaces it.
  const down = !['connected', 'inconsistent', 'disabled'].includes(resourceStatus(answer));
  const probeField = useProbeField({ formId: FORM_ID, schema, values, context, initialReason: down ? answer.status_reason : undefined });

  async function save() {
    await updateConnector(id, body());
    toaster.create({ type: 'success', title: t`Connector ${name} updated` });
    await invalidateBridgeLists(queryClient);
    await queryClient.invalidateQueries({ queryKey: getGetConnectorsByIdQueryKey(id) });
  }

  async function saveAsCopy() {
    const copyName = duplicateId(name, (connectors.data ?? []).filter((c) => c.type === type).map((c) => c.name));
    await postConnectors({ ...body(), type, name: copyName } as unknown as PostConnectorsBody);
    toaster.create({ type: 'success', title: t`Copy ${copyName} created` });
    await invalidateBridgeLists(queryClient);
    await navigate({ to: '/bridge/connector/$id', params: { id: resourceId(type, copyName) }, ignoreBlocker: true });
  }

  return (
    <>
      <ConnectorStatusNote answer={answer} context={context} />
      {users.length > 0 ? (
        <Text color="fg.muted">
          <Trans>Used by: {users.map((b) => b.id).join(', ')}</Trans>
        </Text>
      ) : null}
      <ResourceSettingsForm
        id={FORM_ID}
        labelRoot="connector"
        schema={schema}
        uiSchema={uiSchema}
        values={values}
        onChange={setValues}
        serverErrors={toErrorSchema([...errors, ...probeField.errors], (m) => i18n._(m))}
        dirty={dirty}
        blocked={errors.length > 0}
        // Its bridges restart with it.
        restartConfirm={users.length > 0 ? { title: <Trans>Update the connector?</Trans>, body: <RestartWarning /> } : undefined}
        save={save}
        saveAsCopy={saveAsCopy}
        probe={
          <ProbeButton
            probe={() => (isComplete(schema, values) ? probeConnector({ ...body(), type, name }) : undefined)}
            context={context}
            onResult={probeField.onResult}
            onShowField={probeField.showField}
          />
        }
      />
    </>
  );
}

/** Why a connector is not connected (or differs between nodes), in plain words, above its settings. */
function ConnectorStatusNote({ answer, context }: { answer: ResourceAnswer; context: ReasonContext }) {
  const { i18n } = useLingui();
  const status = resourceStatus(answer);
  const reason = answer.status_reason || (status === 'disconnected' ? status : undefined);
  if ((!reason && status !== 'inconsistent') || status === 'disabled' || status === 'connected') return null;
  const inconsistent = status === 'inconsistent' ? explainReason('inconsistent', context) : undefined;
  return (
    <Alert.Root status={status === 'error' ? 'error' : 'warning'} role="note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <HStack gap="2">
            <Trans>Current status</Trans>
            <ResourceStatus status={status} enable={answer.enable !== false} nodeStatus={answer.node_status ?? []} reason={answer.status_reason} context={context} />
          </HStack>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {inconsistent ? <Text>{i18n._(inconsistent.sentence)}</Text> : null}
            <ReasonText reason={reason} context={context} />
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
