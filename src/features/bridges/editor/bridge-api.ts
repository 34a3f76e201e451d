/**
 * The requests the bridge editors send, over the generated client: creating in order (connector,
 * then source and action) with what was done kept when a step fails, updates, copies and probes.
 */
import { isApiError, readErrorBody } from '../../../api/api-error';
import { postActions, postActionsProbe, putActionsById } from '../../../generated/endpoints/actions/actions';
import { postConnectors, postConnectorsProbe, putConnectorsById } from '../../../generated/endpoints/connectors/connectors';
import { postSources, postSourcesProbe, putSourcesById } from '../../../generated/endpoints/sources/sources';
import type { PostActionsBody, PostActionsProbeBody, PostConnectorsBody, PostConnectorsProbeBody, PostSourcesBody, PostSourcesProbeBody, PutActionsByIdBody, PutConnectorsByIdBody, PutSourcesByIdBody } from '../../../generated/model';
import { resourceId, type ChannelKind } from '../model/bridge';
import type { CreateBodies, Values } from './form-model';

export type CreatedPart = { kind: 'connector' | ChannelKind; id: string };

export interface CreateOutcome {
  created: CreatedPart[];
  /** The step that failed (the HTTP layer has shown the broker's message); undefined when all went through. */
  failed?: 'connector' | ChannelKind;
}

const idOf = (body: Values): string => resourceId(String(body.type), String(body.name));

/** Sends the bodies in order and stops at the first failure: what was created before it is named by the caller. */
export async function createInOrder(bodies: CreateBodies): Promise<CreateOutcome> {
  const created: CreatedPart[] = [];
  const steps: ['connector' | ChannelKind, Values | undefined, (body: Values) => Promise<unknown>][] = [
    ['connector', bodies.connector, (b) => postConnectors(b as unknown as PostConnectorsBody)],
    ['source', bodies.source, (b) => postSources(b as unknown as PostSourcesBody)],
    ['action', bodies.action, (b) => postActions(b as unknown as PostActionsBody)],
  ];
  for (const [kind, body, send] of steps) {
    if (!body) continue;
    try {
      await send(body);
    } catch {
      return { created, failed: kind };
    }
    created.push({ kind, id: idOf(body) });
  }
  return { created };
}

export function createChannel(kind: ChannelKind, body: Values): Promise<unknown> {
  return kind === 'action' ? postActions(body as unknown as PostActionsBody) : postSources(body as unknown as PostSourcesBody);
}

export function updateChannel(kind: ChannelKind, id: string, body: Values): Promise<unknown> {
  return kind === 'action' ? putActionsById(id, body as unknown as PutActionsByIdBody) : putSourcesById(id, body as unknown as PutSourcesByIdBody);
}

export function updateConnector(id: string, body: Values): Promise<unknown> {
  return putConnectorsById(id, body as unknown as PutConnectorsByIdBody);
}

export type ProbeResult = { ok: true } | { ok: false; message: string };

/** A failed probe is the answer, not an error to toast: its message is shown beside the button. */
const QUIET = { silentStatuses: [400] };

async function probe(send: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    await send();
    return { ok: true };
  } catch (error) {
    const message = isApiError(error) ? (readErrorBody(error.body)?.message ?? error.message) : String(error);
    return { ok: false, message };
  }
}

export const probeConnector = (body: Values): Promise<ProbeResult> => probe(() => postConnectorsProbe(body as unknown as PostConnectorsProbeBody, QUIET));

export const probeChannel = (kind: ChannelKind, body: Values): Promise<ProbeResult> =>
  probe(() => (kind === 'action' ? postActionsProbe(body as unknown as PostActionsProbeBody, QUIET) : postSourcesProbe(body as unknown as PostSourcesProbeBody, QUIET)));
