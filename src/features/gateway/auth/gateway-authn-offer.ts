/**
 * Which authentication each gateway offers: the one table behind the gateway create flow's
 * authentication step and the gateway's Authentication tab.
 *
 * The spec (docs/product-spec.md §9) says: "Gateway authentication: stomp, coap, exproto permit only SCRAM; mqttsn
 * and lwm2m permit SCRAM and JWT. Databases for mqttsn and lwm2m: built-in, mysql, mongodb,
 * postgresql, redis." Read literally that would offer SCRAM alone to STOMP; EMQX's own console uses
 * this table, like section 9's transport list, as what each gateway does NOT offer: gateways do not
 * support SCRAM at all, and MQTT-SN and LwM2M connect messages carry no username or password, so no
 * JWT and no password database can check them (EMQX's gateway docs: HTTP authentication only). So a
 * gateway offers everything the global wizard does minus its mechanisms here, and MQTT-SN and LwM2M
 * check passwords over HTTP only (which can read the client ID and the client info overrides).
 */
import { BACKENDS_OF, type AuthnOffer, type Backend, type Mechanism } from '../../authentication/authn-mechanisms';

export const GATEWAY_NAMES = ['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export const isGatewayName = (value: unknown): value is GatewayName => typeof value === 'string' && (GATEWAY_NAMES as readonly string[]).includes(value);

interface GatewayAuthnRule {
  /** Mechanisms the gateway does not offer. */
  excluded: readonly Mechanism[];
  /** Backends password-based authentication may not use. */
  excludedBackends?: readonly Backend[];
}

const NO_SCRAM: GatewayAuthnRule = { excluded: ['scram'] };
const NO_PASSWORD_IN_PROTOCOL: GatewayAuthnRule = {
  excluded: ['scram', 'jwt'],
  excludedBackends: ['built_in_database', 'mysql', 'mongodb', 'postgresql', 'redis'],
};

const RULES: Record<GatewayName, GatewayAuthnRule> = {
  stomp: NO_SCRAM,
  coap: NO_SCRAM,
  exproto: NO_SCRAM,
  mqttsn: NO_PASSWORD_IN_PROTOCOL,
  lwm2m: NO_PASSWORD_IN_PROTOCOL,
};

/** What the wizard offers on `gateway`; a gateway this table does not know is offered nothing. */
export function gatewayAuthnOffer(gateway: string): AuthnOffer {
  if (!isGatewayName(gateway)) return {};
  const rule = RULES[gateway];
  const offer: AuthnOffer = {};
  for (const [mechanism, backends] of Object.entries(BACKENDS_OF) as [Mechanism, readonly Backend[]][]) {
    if (rule.excluded.includes(mechanism)) continue;
    const excluded = mechanism === 'password_based' ? (rule.excludedBackends ?? []) : [];
    offer[mechanism] = backends.filter((b) => !excluded.includes(b));
  }
  return offer;
}

/** Whether `gateway` takes an authenticator of this mechanism and backend (the sandbox refuses the others). */
export function gatewayAllows(gateway: string, mechanism: unknown, backend: unknown): boolean {
  const backends = gatewayAuthnOffer(gateway)[mechanism as Mechanism];
  if (!backends) return false;
  return backends.length === 0 ? backend === undefined : backends.includes(backend as Backend);
}
