/**
 * The two kinds of Smart Data Hub item, schema validations and message transformations: the same list
 * (an evaluation order, enable, delete, counters), read and changed through their own operations.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  deleteMessageTransformationsTransformationByName,
  getGetMessageTransformationsQueryKey,
  getMessageTransformations,
  postMessageTransformationsReorder,
  postMessageTransformationsTransformationByNameEnableByEnable,
} from '../../generated/endpoints/message-transformation/message-transformation';
import { getPrometheusMessageTransformation, getPrometheusSchemaValidation } from '../../generated/endpoints/monitor/monitor';
import {
  deleteSchemaValidationsValidationByName,
  getGetSchemaValidationsQueryKey,
  getSchemaValidations,
  postSchemaValidationsReorder,
  postSchemaValidationsValidationByNameEnableByEnable,
} from '../../generated/endpoints/schema-validation/schema-validation';

export type HubKindId = 'validation' | 'transformation';

/** What the list shows of an item, whichever its kind. */
export interface HubItem {
  name: string;
  enable?: boolean;
  description?: string;
  topics: string | string[];
  failure_action: string;
  /** A validation's checks, a transformation's operations: how many. */
  steps: number;
}

type Options = { background?: boolean; silentStatuses?: number[] };

export interface HubKind {
  id: HubKindId;
  title: MessageDescriptor;
  /** The table's name, for screen readers. */
  tableLabel: MessageDescriptor;
  intro: MessageDescriptor;
  empty: MessageDescriptor;
  stepsHeader: MessageDescriptor;
  listKey: () => readonly unknown[];
  list: (signal?: AbortSignal) => Promise<HubItem[]>;
  reorder: (order: string[]) => Promise<unknown>;
  setEnabled: (name: string, enable: boolean) => Promise<unknown>;
  remove: (name: string) => Promise<unknown>;
  /** 5.8.1's Prometheus JSON of every item's counters, in one answer. */
  counters: (options: Options, signal?: AbortSignal) => Promise<unknown>;
  /** The key of that JSON's list, and its series' prefix. */
  countersKey: string;
  seriesPrefix: string;
}

const count = (list: unknown): number => (Array.isArray(list) ? list.length : 0);

export const HUB_KINDS: Record<HubKindId, HubKind> = {
  validation: {
    id: 'validation',
    title: msg`Schema validations`,
    tableLabel: msg`Schema validations`,
    intro: msg`Each published message on their topics is checked by the enabled validations, in this order, before any rule or subscriber sees it.`,
    empty: msg`No schema validation yet.`,
    stepsHeader: msg`Checks`,
    listKey: getGetSchemaValidationsQueryKey,
    list: async (signal) => (await getSchemaValidations({ background: true }, signal)).map((v) => ({ ...v, steps: count(v.checks) })),
    reorder: (order) => postSchemaValidationsReorder({ order }),
    setEnabled: (name, enable) => postSchemaValidationsValidationByNameEnableByEnable(name, enable),
    remove: (name) => deleteSchemaValidationsValidationByName(name),
    counters: (options, signal) => getPrometheusSchemaValidation({ mode: 'all_nodes_aggregated' }, options, signal),
    countersKey: 'schema_validations',
    seriesPrefix: 'emqx_schema_validation',
  },
  transformation: {
    id: 'transformation',
    title: msg`Message transformations`,
    tableLabel: msg`Message transformations`,
    intro: msg`The enabled transformations rewrite each published message on their topics, in this order, after the schema validations and before any rule or subscriber sees it.`,
    empty: msg`No message transformation yet.`,
    stepsHeader: msg`Operations`,
    listKey: getGetMessageTransformationsQueryKey,
    list: async (signal) => (await getMessageTransformations({ background: true }, signal)).map((t) => ({ ...t, steps: count(t.operations) })),
    reorder: (order) => postMessageTransformationsReorder({ order }),
    setEnabled: (name, enable) => postMessageTransformationsTransformationByNameEnableByEnable(name, enable),
    remove: (name) => deleteMessageTransformationsTransformationByName(name),
    counters: (options, signal) => getPrometheusMessageTransformation({ mode: 'all_nodes_aggregated' }, options, signal),
    countersKey: 'message_transformations',
    seriesPrefix: 'emqx_message_transformation',
  },
};
