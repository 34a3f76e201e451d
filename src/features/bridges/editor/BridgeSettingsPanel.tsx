import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RJSFSchema } from '@rjsf/utils';
import { Loading } from '../../../components/Loading';
import { getActionsById, getGetActionsByIdQueryKey } from '../../../generated/endpoints/actions/actions';
import { getConnectorsById, getGetConnectorsByIdQueryKey } from '../../../generated/endpoints/connectors/connectors';
import { getGetSourcesByIdQueryKey, getSourcesById } from '../../../generated/endpoints/sources/sources';
import { resourceId, type ChannelKind } from '../model/bridge';
import { useBridge } from '../model/queries';
import { useResourceSchema } from '../model/schemas';
import { BridgeSettingsForm } from './BridgeSettingsForm';
import type { Values } from './form-model';
import { connectorFormsOf } from './types';

/** The connector form an answer was made from: IoTDB's two are told apart by their required fields. */
export function connectorFormFor(type: string, answer: Values | undefined, schemas: Record<string, RJSFSchema | undefined>): string {
  const forms = connectorFormsOf(type);
  return forms.find((f) => (schemas[f]?.required ?? []).every((k) => answer && k in answer)) ?? forms[0] ?? type;
}

/**
 * The Settings tab of a bridge's detail screen: edits the action or source and its connector.
 * `kind` tells an action and a source with the same id apart (an MQTT bridge with both directions); the action by default.
 */
export function BridgeSettingsPanel({ id, kind: wanted }: { id: string; kind?: ChannelKind }) {
  const { bridge, missing, isError } = useBridge(id, wanted);
  const kind: ChannelKind | undefined = bridge?.kind;
  const channel = useQuery({
    queryKey: kind === 'source' ? getGetSourcesByIdQueryKey(id) : getGetActionsByIdQueryKey(id),
    queryFn: ({ signal }) => (kind === 'source' ? getSourcesById(id, undefined, signal) : getActionsById(id, undefined, signal)) as Promise<unknown> as Promise<Values>,
    enabled: kind !== undefined,
    // Read again only after a save: a refetch while the user types would start the form over.
    staleTime: Infinity,
  });
  const connectorId = bridge?.connectorId;
  const connector = useQuery({
    queryKey: getGetConnectorsByIdQueryKey(connectorId),
    queryFn: ({ signal }) => getConnectorsById(connectorId!, undefined, signal) as Promise<unknown> as Promise<Values>,
    enabled: connectorId !== undefined,
    staleTime: Infinity,
  });
  const type = bridge?.type;
  const forms = type ? connectorFormsOf(type) : [];
  const first = useResourceSchema('connector', forms[0]);
  const second = useResourceSchema('connector', forms[1]);
  const connectorForm = type ? connectorFormFor(type, connector.data, { [forms[0] ?? '']: first.data, [forms[1] ?? '']: second.data }) : undefined;
  const connectorSchema = connectorForm === forms[1] ? second : first;
  const channelSchema = useResourceSchema(kind ?? 'action', type);

  if (isError || channel.isError || channelSchema.isError || connectorSchema.isError)
    return (
      <Text role="alert" color="fg.error">
        <Trans>The bridge's settings could not be loaded.</Trans>
      </Text>
    );
  if (missing)
    return (
      <Text role="alert" color="fg.error">
        <Trans>No bridge {id}.</Trans>
      </Text>
    );
  // A connector that is gone (deleted through the API) leaves the bridge editable without its section.
  const connectorReady = connector.isError || (connector.data !== undefined && connectorSchema.data !== undefined);
  if (!bridge || !kind || !channel.data || !channelSchema.data || !connectorReady) return <Loading />;
  return (
    <BridgeSettingsForm
      // A fresh answer after a save starts the form again from what the broker holds.
      key={`${resourceId(bridge.type, bridge.name)}:${String(channel.dataUpdatedAt)}:${String(connector.dataUpdatedAt)}`}
      kind={kind}
      channel={channel.data}
      channelSchema={channelSchema.data}
      connector={connector.isError ? undefined : connector.data}
      connectorSchema={connector.isError ? undefined : connectorSchema.data}
      running={bridge.enable}
    />
  );
}
