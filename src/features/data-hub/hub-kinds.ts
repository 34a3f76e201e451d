/**
 * The two kinds of Smart Data Hub item, schema validations and message transformations: the same list
 * (an evaluation order, enable, delete, counters), read and changed through their own operations.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  deleteMessageTransformationsTransformationByName,
  getGetMessageTransformationsQueryKey,
  getGetMessageTransformationsTransformationByNameMetricsQueryKey,
  getGetMessageTransformationsTransformationByNameQueryKey,
  getMessageTransformations,
  getMessageTransformationsTransformationByName,
  getMessageTransformationsTransformationByNameMetrics,
  postMessageTransformationsTransformationByNameMetricsReset,
  postMessageTransformations,
  postMessageTransformationsReorder,
  putMessageTransformations,
  postMessageTransformationsTransformationByNameEnableByEnable,
} from '../../generated/endpoints/message-transformation/message-transformation';
import type { SchemaValidationHttpApiGetMetrics, SchemaValidationHttpApiGetMetricsMetrics } from '../../generated/model';
import { toTransformationBody, toValidationBody, type HubDraft } from './form/hub-draft';
import { getPrometheusMessageTransformation, getPrometheusSchemaValidation } from '../../generated/endpoints/monitor/monitor';
import {
  deleteSchemaValidationsValidationByName,
  getGetSchemaValidationsQueryKey,
  getGetSchemaValidationsValidationByNameMetricsQueryKey,
  getGetSchemaValidationsValidationByNameQueryKey,
  getSchemaValidations,
  getSchemaValidationsValidationByName,
  getSchemaValidationsValidationByNameMetrics,
  postSchemaValidationsValidationByNameMetricsReset,
  postSchemaValidations,
  postSchemaValidationsReorder,
  putSchemaValidations,
  postSchemaValidationsValidationByNameEnableByEnable,
} from '../../generated/endpoints/schema-validation/schema-validation';

export type HubKindId = 'validation' | 'transformation';

/** The counters of one item (the matched counter's rates too), for the cluster or one node; both kinds answer alike. */
export type HubItemCounters = SchemaValidationHttpApiGetMetricsMetrics;
export type HubItemMetrics = SchemaValidationHttpApiGetMetrics;

/** What the screens show of an item, whichever its kind. */
export interface HubItem {
  name: string;
  enable?: boolean;
  description?: string;
  topics: string | string[];
  failure_action: string;
  /** A validation's checks, a transformation's operations: how many. */
  steps: number;
  strategy?: string;
  log_failure?: { level?: string };
  /** A validation's checks or a transformation's operations, each as one line. */
  lines: string[];
  payload_decoder?: unknown;
  payload_encoder?: unknown;
  /** The item as the broker answered it: what goes back in a dry run. */
  raw: object;
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
  /** Where its list lives in the console. */
  path: '/schema-validation' | '/message-transform';
  listKey: () => readonly unknown[];
  oneKey: (name: string) => readonly unknown[];
  one: (name: string, signal?: AbortSignal) => Promise<HubItem>;
  metricsKey: (name: string) => readonly unknown[];
  metrics: (name: string, signal?: AbortSignal) => Promise<HubItemMetrics>;
  resetMetrics: (name: string) => Promise<unknown>;
  list: (signal?: AbortSignal) => Promise<HubItem[]>;
  reorder: (order: string[]) => Promise<unknown>;
  setEnabled: (name: string, enable: boolean) => Promise<unknown>;
  remove: (name: string) => Promise<unknown>;
  /** POST a new item, or PUT the whole of an existing one, from the form's draft. */
  save: (draft: HubDraft, isNew: boolean) => Promise<unknown>;
  /** 5.8.1's Prometheus JSON of every item's counters, in one answer. */
  counters: (options: Options, signal?: AbortSignal) => Promise<unknown>;
  /** The key of that JSON's list, and its series' prefix. */
  countersKey: string;
  seriesPrefix: string;
}

const count = (list: unknown): number => (Array.isArray(list) ? list.length : 0);

type Check = { type?: string; schema?: string; message_type?: string; sql?: string };
const checkLine = (c: Check): string => (c.type === 'sql' ? `SQL: ${c.sql ?? ''}` : `${c.type ?? ''}: ${c.schema ?? ''}${c.message_type ? ` (${c.message_type})` : ''}`);

const validationItem = (v: Awaited<ReturnType<typeof getSchemaValidationsValidationByName>>): HubItem => ({ ...v, raw: v, steps: count(v.checks), lines: (v.checks ?? []).map((c) => checkLine(c as Check)) });
const transformationItem = (t: Awaited<ReturnType<typeof getMessageTransformationsTransformationByName>>): HubItem => ({
  ...t,
  raw: t,
  steps: count(t.operations),
  lines: (t.operations ?? []).map((o) => `${o.key} ← ${o.value}`),
});

export const HUB_KINDS: Record<HubKindId, HubKind> = {
  validation: {
    id: 'validation',
    title: msg`Schema validations`,
    tableLabel: msg`Schema validations`,
    intro: msg`Each published message on their topics is checked by the enabled validations, in this order, before any rule or subscriber sees it.`,
    empty: msg`No schema validation yet.`,
    stepsHeader: msg`Checks`,
    path: '/schema-validation',
    listKey: getGetSchemaValidationsQueryKey,
    list: async (signal) => (await getSchemaValidations({ background: true }, signal)).map(validationItem),
    oneKey: getGetSchemaValidationsValidationByNameQueryKey,
    one: async (name, signal) => validationItem(await getSchemaValidationsValidationByName(name, { silentStatuses: [404] }, signal)),
    metricsKey: getGetSchemaValidationsValidationByNameMetricsQueryKey,
    metrics: (name, signal) => getSchemaValidationsValidationByNameMetrics(name, { background: true }, signal),
    resetMetrics: (name) => postSchemaValidationsValidationByNameMetricsReset(name),
    reorder: (order) => postSchemaValidationsReorder({ order }),
    setEnabled: (name, enable) => postSchemaValidationsValidationByNameEnableByEnable(name, enable),
    remove: (name) => deleteSchemaValidationsValidationByName(name),
    save: (draft, isNew) => (isNew ? postSchemaValidations : putSchemaValidations)(toValidationBody(draft)),
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
    path: '/message-transform',
    listKey: getGetMessageTransformationsQueryKey,
    list: async (signal) => (await getMessageTransformations({ background: true }, signal)).map(transformationItem),
    oneKey: getGetMessageTransformationsTransformationByNameQueryKey,
    one: async (name, signal) => transformationItem(await getMessageTransformationsTransformationByName(name, { silentStatuses: [404] }, signal)),
    metricsKey: getGetMessageTransformationsTransformationByNameMetricsQueryKey,
    metrics: (name, signal) => getMessageTransformationsTransformationByNameMetrics(name, { background: true }, signal),
    resetMetrics: (name) => postMessageTransformationsTransformationByNameMetricsReset(name),
    reorder: (order) => postMessageTransformationsReorder({ order }),
    setEnabled: (name, enable) => postMessageTransformationsTransformationByNameEnableByEnable(name, enable),
    remove: (name) => deleteMessageTransformationsTransformationByName(name),
    save: (draft, isNew) => (isNew ? postMessageTransformations : putMessageTransformations)(toTransformationBody(draft)),
    counters: (options, signal) => getPrometheusMessageTransformation({ mode: 'all_nodes_aggregated' }, options, signal),
    countersKey: 'message_transformations',
    seriesPrefix: 'emqx_message_transformation',
  },
};
