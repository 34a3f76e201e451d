/**
 * Each gateway's authenticator (a gateway has at most one, not a chain), kept like the global
 * chain's records, and the check of what a gateway takes: the console's own table (docs/product-spec.md §9).
 */
import { gatewayAllows, isGatewayName } from '../../src/features/gateway/auth/gateway-authn-offer';
import type { JsonObject } from '../lib/json';
import { authenticatorId, hasUsers, withDefaults, type AuthenticatorRecord, type AuthnUser } from './authn';

/** Authenticators by gateway name. */
export type GatewayAuthnState = Map<string, AuthenticatorRecord>;

export { isGatewayName };

/** Why `gateway` refuses `config`, as the broker words it, or undefined when it takes it. */
export function gatewayAuthnProblem(gateway: string, config: JsonObject): string | undefined {
  if (gatewayAllows(gateway, config.mechanism, config.backend)) return undefined;
  return `The ${gateway} gateway does not support the authenticator ${authenticatorId(config)}`;
}

export function gatewayAuthenticator(config: JsonObject): AuthenticatorRecord {
  const full = withDefaults(config);
  return { config: full, counters: new Map(), ...(hasUsers(full) ? { users: new Map<string, AuthnUser>() } : {}) };
}

/** STOMP starts without authentication (the console's walkthrough adds one); CoAP checks a built-in database. */
export function seedGatewayAuthn(): GatewayAuthnState {
  const coap = gatewayAuthenticator({ mechanism: 'password_based', backend: 'built_in_database', user_id_type: 'clientid' });
  for (const [user_id, is_superuser] of [
    ['coap-sensor-01', false],
    ['coap-sensor-02', false],
    ['coap-admin', true],
  ] as const) {
    coap.users!.set(user_id, { user_id, is_superuser, password: `${user_id}-secret` });
  }
  return new Map([['coap', coap]]);
}
