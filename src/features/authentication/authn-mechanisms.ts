/**
 * The mechanisms and backends an authenticator is made of, and what a place offers of them. Plain
 * data without texts, so the sandbox can check a gateway's authenticator against the same table.
 */
export const MECHANISMS = ['password_based', 'jwt', 'scram'] as const;
export type Mechanism = (typeof MECHANISMS)[number];

export const BACKENDS = ['built_in_database', 'mysql', 'mongodb', 'postgresql', 'http', 'redis'] as const;
export type Backend = (typeof BACKENDS)[number];

/** SCRAM keeps its credentials in the built-in database or asks an HTTP service; JWT needs no backend. */
export const BACKENDS_OF: Record<Mechanism, readonly Backend[]> = {
  password_based: BACKENDS,
  jwt: [],
  scram: ['built_in_database', 'http'],
};

/**
 * What one place offers in the wizard: the mechanisms it takes, each with the backends it may use
 * there (an empty list for JWT, which has none). The global chain offers everything; a gateway less.
 */
export type AuthnOffer = Partial<Record<Mechanism, readonly Backend[]>>;

export const GLOBAL_OFFER: AuthnOffer = BACKENDS_OF;

/** The offered mechanisms in the wizard's order; one that needs a backend and is offered none is left out. */
export const offeredMechanisms = (offer: AuthnOffer): Mechanism[] =>
  MECHANISMS.filter((m) => offer[m] !== undefined && (BACKENDS_OF[m].length === 0 || offer[m].length > 0));
