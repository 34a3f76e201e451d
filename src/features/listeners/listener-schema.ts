import { useLingui } from '@lingui/react/macro';
import { getDefaultFormState, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useLocalizedSchema } from '../../forms/localized-schema';
import { validator } from '../../forms/validator';
import type { ListenersListenerIdStatus } from '../../generated/model';
import quicSchema from '../../../schemas/listener-quic.json';
import sslSchema from '../../../schemas/listener-ssl.json';
import tcpSchema from '../../../schemas/listener-tcp.json';
import wsSchema from '../../../schemas/listener-ws.json';
import wssSchema from '../../../schemas/listener-wss.json';
import { listenerId, suggestedBind, type ListenerConfig, type ListenerType } from './listener-rules';

const SCHEMAS: Record<ListenerType, unknown> = { tcp: tcpSchema, ssl: sslSchema, ws: wsSchema, wss: wssSchema, quic: quicSchema };

/** The type's schema, with the broker's help in the user's language. */
export function useListenerSchema(type: ListenerType) {
  return useLocalizedSchema(SCHEMAS[type]);
}

/** The port a type listens on by default, as its schema says. */
export const defaultBindOf = (type: ListenerType): string => {
  const bind = (SCHEMAS[type] as { properties?: { bind?: { default?: unknown } } }).properties?.bind?.default;
  return typeof bind === 'string' ? bind : '1883';
};

/** What every listener has comes first; a type's option groups follow. Keys a type lacks are skipped. */
const ORDER = [
  'name',
  'bind',
  'enable',
  'max_connections',
  'acceptors',
  'zone',
  'mountpoint',
  'enable_authn',
  'proxy_protocol',
  'proxy_protocol_timeout',
  'max_conn_rate',
  'messages_rate',
  'bytes_rate',
  'access_rules',
  'ciphers',
  '*',
  'tcp_options',
  'ssl_options',
  'websocket',
];

const hidden = { 'ui:widget': 'hidden' } as const;

/**
 * Short labels of our own; the broker's descriptions stay as help. Status the broker reports and
 * the type are not edited; when editing, neither is the name, which is part of the listener's id.
 */
export function useListenerUiSchema(mode: 'create' | 'edit'): UiSchema<ListenerConfig> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      'ui:order': ORDER,
      type: hidden,
      running: hidden,
      current_connections: hidden,
      name: mode === 'edit' ? hidden : { 'ui:title': t`Listener name` },
      bind: { 'ui:title': t`Bind address (IP:port)` },
      enable: { 'ui:title': t`Enable listener` },
      max_connections: { 'ui:title': t`Max connections` },
      acceptors: { 'ui:title': t`Acceptors` },
      zone: { 'ui:title': t`Zone` },
      mountpoint: { 'ui:title': t`Mountpoint` },
      enable_authn: { 'ui:title': t`Authentication`, 'ui:enumNames': [t`On`, t`Off`, t`On, refusing anonymous clients at once`] },
      proxy_protocol: { 'ui:title': t`Proxy protocol` },
      proxy_protocol_timeout: { 'ui:title': t`Proxy protocol timeout` },
      max_conn_rate: { 'ui:title': t`Max connection rate` },
      messages_rate: { 'ui:title': t`Message rate per client` },
      bytes_rate: { 'ui:title': t`Byte rate per client` },
      access_rules: { 'ui:title': t`Access rules` },
      ciphers: { 'ui:title': t`Cipher suites` },
      tcp_options: { 'ui:title': t`TCP options` },
      ssl_options: { 'ui:title': t`TLS options` },
      websocket: { 'ui:title': t`WebSocket options` },
    }),
    [t, mode],
  );
}

/** The broker's object as the form shows it: fields it left out appear with their defaults. */
export const withDefaults = (type: ListenerType, value: unknown): ListenerConfig =>
  getDefaultFormState(validator, SCHEMAS[type] as RJSFSchema, value as ListenerConfig) as ListenerConfig;

/**
 * A new listener of a type: the name "default" when that type has none yet, and the type's default
 * port, moved past ports other listeners hold.
 */
export function newListener(type: ListenerType, listeners: readonly ListenersListenerIdStatus[], name?: string): ListenerConfig {
  const taken = listeners.some((l) => l.id === listenerId(type, 'default'));
  return withDefaults(type, { type, name: name ?? (taken ? undefined : 'default'), bind: suggestedBind(defaultBindOf(type), listeners) });
}
