/**
 * What the console calls a data bridge, on EMQX 5.8's data integration: one action (egress, a rule's
 * output) or one source (ingress, a rule's FROM `$bridges/…`), each running through a connector that
 * several bridges may share. Ids are `{type}:{name}` for all three.
 */
import type { BridgeMetrics, BridgeNodeStatus } from '../../../generated/model';

export type Direction = 'egress' | 'ingress';
export type ChannelKind = 'action' | 'source';

export const directionOf = (kind: ChannelKind): Direction => (kind === 'action' ? 'egress' : 'ingress');

/** The fields every action, source and connector answer carries, whatever its type. */
export interface ResourceAnswer {
  type: string;
  name: string;
  enable?: boolean;
  description?: string;
  status?: string;
  status_reason?: string;
  node_status?: BridgeNodeStatus[];
  /** Milliseconds since the epoch, when a broker sends them: EMQX 5.8.1 does not (emqx_bridge_v2_api:format_resource/3). */
  created_at?: number;
  last_modified_at?: number;
}

export interface ChannelAnswer extends ResourceAnswer {
  connector: string;
  parameters?: Record<string, unknown>;
  resource_opts?: Record<string, unknown>;
}

export interface Bridge {
  id: string;
  kind: ChannelKind;
  direction: Direction;
  type: string;
  name: string;
  /** The connector's id, `{type}:{connector name}` (a channel names its connector without the type). */
  connectorId: string;
  enable: boolean;
  description: string;
  status: BridgeStatus;
  statusReason?: string;
  nodeStatus: BridgeNodeStatus[];
  createdAt?: number;
  answer: ChannelAnswer;
}

/** The spec's states (docs/product-spec.md §4). `disabled` and `error` are not the broker's words: they are read from `enable` and `status_reason`. */
export type BridgeStatus = 'connected' | 'connecting' | 'disconnected' | 'inconsistent' | 'disabled' | 'error';

export const resourceId = (type: string, name: string): string => `${type}:${name}`;

/** `http:webhook_out` → its type and name; undefined for an id without both. */
export function parseResourceId(id: string): { type: string; name: string } | undefined {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return undefined;
  return { type: id.slice(0, at), name: id.slice(at + 1) };
}

/** Names the broker accepts for connectors, actions and sources. */
export const isValidResourceName = (name: string): boolean => /^[0-9a-zA-Z][-0-9a-zA-Z_.]*$/.test(name) && name.length <= 255;

export function resourceStatus(answer: Pick<ResourceAnswer, 'enable' | 'status' | 'status_reason'>): BridgeStatus {
  if (answer.enable === false) return 'disabled';
  const status = answer.status;
  if (status === 'connected' || status === 'connecting' || status === 'inconsistent') return status;
  // A disconnected resource with a reason is one the broker tried and failed to reach.
  if (answer.status_reason) return 'error';
  return 'disconnected';
}

export function toBridge(kind: ChannelKind, answer: ChannelAnswer): Bridge {
  const id = resourceId(answer.type, answer.name);
  return {
    id,
    kind,
    direction: directionOf(kind),
    type: answer.type,
    name: answer.name,
    // In 5.8 every action and source type runs on the connector type of the same name.
    connectorId: resourceId(answer.type, answer.connector),
    enable: answer.enable !== false,
    description: answer.description ?? '',
    status: resourceStatus(answer),
    statusReason: answer.status_reason || undefined,
    nodeStatus: answer.node_status ?? [],
    createdAt: answer.created_at,
    answer,
  };
}

/** The statistics the detail screen and the list show, whichever of them the broker sent. */
export type Metrics = BridgeMetrics & { late_reply?: number; last_reset?: number };
