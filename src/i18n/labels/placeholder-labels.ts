import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the broker puts in place of a `${…}` placeholder of an authentication or authorization
 * template (SQL, Redis command, MongoDB filter, HTTP request), by the placeholder's name.
 */
export const PLACEHOLDER_LABELS: Record<string, MessageDescriptor> = {
  username: msg`Username`,
  clientid: msg`Client ID`,
  password: msg`Password`,
  peerhost: msg`Client IP address`,
  cert_subject: msg`Subject of the client certificate`,
  cert_common_name: msg`Common name of the client certificate`,
  cert_pem: msg`Client certificate (PEM)`,
  'client_attrs.NAME': msg`Client attribute (replace NAME)`,
  topic: msg`Topic`,
  action: msg`Action (publish or subscribe)`,
  access: msg`Access (1 subscribe, 2 publish)`,
  proto_name: msg`Protocol name`,
  mountpoint: msg`Mountpoint`,
  qos: msg`QoS`,
  retain: msg`Retain`,
};

/** `${username}` → "Username"; a placeholder the catalog lacks is shown as itself. */
export function placeholderLabel(i18n: I18n, placeholder: string): string | undefined {
  const name = /^\$\{(.+)\}$/.exec(placeholder)?.[1];
  return name !== undefined && Object.hasOwn(PLACEHOLDER_LABELS, name) ? i18n._(PLACEHOLDER_LABELS[name]!) : undefined;
}
