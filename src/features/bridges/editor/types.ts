/** What the type picker offers: HTTP and MQTT first, then every other type of the contract that has a form. */
import { schemaTypes } from '../model/schemas';
import type { ChannelKind } from '../model/bridge';

/** A bridge to create: MQTT's combined form, or one action or source type. */
export type BridgeTarget = { kind: 'mqtt' } | { kind: ChannelKind; type: string };

export const targetKey = (t: BridgeTarget): string => (t.kind === 'mqtt' ? 'mqtt' : `${t.kind}:${t.type}`);

export function targetFromKey(key: string): BridgeTarget | undefined {
  if (key === 'mqtt') return { kind: 'mqtt' };
  const at = key.indexOf(':');
  const kind = key.slice(0, at);
  return kind === 'action' || kind === 'source' ? { kind, type: key.slice(at + 1) } : undefined;
}

/**
 * The choices, in order. `actionTypes` and `sourceTypes` are the broker's lists (undefined while
 * loading: the forms the console has are offered meanwhile). `egressOnly`: actions only (MQTT is its egress action).
 */
export function bridgeTargets(actionTypes: string[] | undefined, sourceTypes: string[] | undefined, egressOnly: boolean): BridgeTarget[] {
  const withForm = (kind: 'action' | 'source', listed: string[] | undefined) => schemaTypes(kind).filter((t) => (listed ? listed.includes(t) : true));
  const first: BridgeTarget[] = [{ kind: 'action', type: 'http' }, egressOnly ? { kind: 'action', type: 'mqtt' } : { kind: 'mqtt' }];
  const actions = withForm('action', actionTypes).filter((t) => t !== 'http' && t !== 'mqtt').map((type): BridgeTarget => ({ kind: 'action', type }));
  const sources = egressOnly ? [] : withForm('source', sourceTypes).filter((t) => t !== 'mqtt').map((type): BridgeTarget => ({ kind: 'source', type }));
  return [...first, ...actions, ...sources];
}

/** The connector forms a channel type runs on: its own name, or its variants (`iotdb-thrift`, `iotdb-restapi`). */
export function connectorFormsOf(type: string): string[] {
  return schemaTypes('connector').filter((t) => t === type || t.startsWith(`${type}-`));
}
