/**
 * The ExHook server form: schemas/exhook.json as SchemaForm edits it, and the way between the
 * broker's object and the form's. The broker's `auto_reconnect` is an interval or `false`; the form
 * shows it as the interval with an "Enabled" box, the shape SentinelField draws for "disabled".
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ExhookServerConfig } from '../../generated/model';
import source from '../../../schemas/exhook.json';

export type ExhookForm = Record<string, unknown>;

/** What the form shows for "does not reconnect"; the broker's `false`. */
const NO_RECONNECT = 'disabled';

/** The schema of the form: `auto_reconnect` as an interval or the "disabled" sentinel. */
export function exhookFormSchema(): RJSFSchema {
  const schema = structuredClone(source) as RJSFSchema;
  const props = schema.properties as Record<string, RJSFSchema>;
  const { anyOf: _union, ...rest } = props.auto_reconnect!;
  props.auto_reconnect = { ...rest, anyOf: [{ type: 'string', format: 'emqx-duration' }, { type: 'string', enum: [NO_RECONNECT] }] };
  return schema;
}

export const EXHOOK_FORM_SCHEMA = exhookFormSchema();

/** Fields the broker's answers add to the configuration. */
const ANSWER_FIELDS = ['metrics', 'node_metrics', 'node_status', 'hooks'];

/** The broker's server (a GET answer) as the form edits it. */
export function toForm(server: Record<string, unknown>): ExhookForm {
  const form = Object.fromEntries(Object.entries(server).filter(([key]) => !ANSWER_FIELDS.includes(key)));
  if (form.auto_reconnect === false) form.auto_reconnect = NO_RECONNECT;
  return form;
}

/** The form's values as POST and PUT take them. Secrets still "******" go back as they are: the broker keeps the stored ones. */
export function toBody(form: ExhookForm): ExhookServerConfig {
  const body = { ...form };
  if (body.auto_reconnect === NO_RECONNECT) body.auto_reconnect = false;
  return body as unknown as ExhookServerConfig;
}

/** The spec's name rule (docs/product-spec.md §5): a letter first, then letters, digits, underscores and '-'. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const NAME_RULE = msg`Start with a letter; use only letters, digits, underscores and '-'`;

/** Why `name` cannot be a new server's (shown as it is typed), or undefined. Empty is the schema's "required". */
export function exhookNameError(name: unknown, taken: readonly string[]): MessageDescriptor | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  if (!NAME.test(name)) return NAME_RULE;
  if (taken.includes(name)) return msg`An ExHook server with this name already exists`;
  return undefined;
}

const ESSENTIALS = ['name', 'enable', 'url', 'pool_size', 'request_timeout', 'failed_action', 'auto_reconnect', 'ssl'];

/**
 * The layout: essentials first, the socket options under "advanced"; gRPC over TLS needs a client
 * certificate and key. Editing, the name is the server's and cannot change, and the detail screen
 * has its own enable switch.
 */
export function exhookUiSchema(editing: boolean): UiSchema {
  const hidden = { 'ui:widget': 'hidden' } as const;
  return {
    'ui:options': { essentials: ESSENTIALS },
    ...(editing ? { name: hidden, enable: hidden } : {}),
    url: { 'ui:placeholder': 'http://127.0.0.1:9000' },
    ssl: { 'ui:options': { requireCertAndKey: true } },
  };
}
