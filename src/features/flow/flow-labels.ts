import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FlowNode, FlowNodeKind, FlowPath, FlowStatus } from './topology';

export const KIND_LABELS: Record<FlowNodeKind, MessageDescriptor> = {
  topic: msg({ message: 'Topic', context: 'flow node' }),
  event: msg({ message: 'Event', context: 'flow node' }),
  source: msg({ message: 'Source', context: 'flow node' }),
  validation: msg({ message: 'Schema validation', context: 'flow node' }),
  transformation: msg({ message: 'Message transformation', context: 'flow node' }),
  rule: msg({ message: 'Rule', context: 'flow node' }),
  action: msg({ message: 'Action', context: 'flow node' }),
  console: msg({ message: 'Console', context: 'flow node' }),
  republish: msg({ message: 'Republish', context: 'flow node' }),
  function: msg({ message: 'Function', context: 'flow node' }),
};

export const FLOW_STATUS_LABELS: Record<FlowStatus, MessageDescriptor> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
  missing: msg`Not found`,
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  disconnected: msg`Disconnected`,
  inconsistent: msg`Inconsistent`,
  error: msg`Error`,
};

/** A Chakra palette per status: green working, orange on its way or uneven, grey off, red broken. */
export const FLOW_STATUS_PALETTE: Record<FlowStatus, string> = {
  enabled: 'green',
  connected: 'green',
  connecting: 'orange',
  inconsistent: 'orange',
  disabled: 'gray',
  disconnected: 'gray',
  error: 'red',
  missing: 'red',
};

/** A node in words, for the text alternative and the edges' names: "Action http:webhook_out (Connected)". */
export function describeNode(i18n: I18n, node: FlowNode): string {
  const kind = i18n._(KIND_LABELS[node.kind]);
  const name = node.kind === 'console' ? '' : node.kind === 'action' || node.kind === 'source' ? [node.detail, node.label].filter(Boolean).join(':') : node.label;
  const status = node.status ? ` (${i18n._(FLOW_STATUS_LABELS[node.status])})` : '';
  return `${name ? `${kind} ${name}` : kind}${status}`;
}

/** Nodes in words, one after the other: "Topic t/#, Event client_connected". */
export const describeNodes = (i18n: I18n, nodes: readonly FlowNode[]): string => nodes.map((node) => describeNode(i18n, node)).join(', ');

/**
 * A rule's flow in words, in the order a message takes: "Topic t/# → Schema validation v1 → Rule r1
 * (Enabled) → Action http:out (Connected)". A part the rule lacks is left out, not left empty.
 */
export function describePath(i18n: I18n, { inputs, stages, rule, outputs }: FlowPath): string {
  return [describeNodes(i18n, inputs), describeNodes(i18n, stages), describeNode(i18n, rule), describeNodes(i18n, outputs)].filter(Boolean).join(' → ');
}
