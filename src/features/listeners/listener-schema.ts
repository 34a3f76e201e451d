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

/** The type's schema, with the catalog's labels and the broker's help in the user's language. */
export function useListenerSchema(type: ListenerType) {
  return useLocalizedSchema(SCHEMAS[type], 'listener');
}

/** The port a type listens on by default, as its schema says. */
export const defaultBindOf = (type: ListenerType): string => {
  const bind = (SCHEMAS[type] as { properties?: { bind?: { default?: unknown } } }).properties?.bind?.default;
  return typeof bind === 'string' ? bind : '1883';
};

/**
 * What every listener has comes first, TLS right after the address it secures; a type's option
 * groups follow. Keys a type lacks are skipped.
 */
const ORDER = [
  'name',
  'bind',
  'ssl_options',
  'enable',
  'max_connections',
  'zone',
  'mountpoint',
  'enable_authn',
  'websocket',
  'acceptors',
  'proxy_protocol',
  'proxy_protocol_timeout',
  'max_conn_rate',
  'messages_rate',
  'bytes_rate',
  'access_rules',
  'ciphers',
  '*',
  'tcp_options',
];

const ESSENTIALS = ['name', 'bind', 'ssl_options', 'enable', 'max_connections', 'zone', 'mountpoint', 'enable_authn', 'websocket'];

const hidden = { 'ui:widget': 'hidden' } as const;

/**
 * Labels come from the catalog. Status the broker reports and the type are not edited; when
 * editing, neither is the name, which is part of the listener's id.
 */
export function useListenerUiSchema(mode: 'create' | 'edit'): UiSchema<ListenerConfig> {
  return useMemo(
    () => ({
      'ui:order': ORDER,
      'ui:options': { essentials: ESSENTIALS },
      type: hidden,
      running: hidden,
      current_connections: hidden,
      ...(mode === 'edit' ? { name: hidden } : {}),
      websocket: { 'ui:options': { essentials: ['mqtt_path', 'mqtt_piggyback', 'compress', 'check_origin_enable', 'check_origins'] } },
    }),
    [mode],
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
