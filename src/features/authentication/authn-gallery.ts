/**
 * The authenticator gallery: one card per (mechanism, backend) the place offers ("Password-based ·
 * MySQL", "JWT"), grouped by mechanism, so the wizard's mechanism and backend are one pick. A pair
 * already in the chain is shown added, with a link to it: the broker takes each pair once.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactElement } from 'react';
import { COMMON_MARKS } from '../../components/type-gallery/marks';
import type { GalleryItem, GalleryMark } from '../../components/type-gallery/types';
import { authenticatorId, BACKEND_LABELS, isBackend, isMechanism, MECHANISM_LABELS, offeredMechanisms, type AuthnOffer, type Backend, type Mechanism } from './authn-catalog';

export interface AuthnGalleryItem extends GalleryItem {
  mechanism: Mechanism;
  backend?: Backend;
}

/** One line per pair, by its id (`password_based:mysql`, `jwt`). */
const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  'password_based:built_in_database': msg`Usernames and passwords stored in EMQX`,
  'password_based:mysql': msg`Check passwords against a MySQL table`,
  'password_based:mongodb': msg`Check passwords against a MongoDB collection`,
  'password_based:postgresql': msg`Check passwords against a PostgreSQL table`,
  'password_based:http': msg`Ask your HTTP service to check each client`,
  'password_based:redis': msg`Check passwords against Redis hashes`,
  jwt: msg`Verify signed JSON Web Tokens, no database needed`,
  'scram:built_in_database': msg`Challenge-response with credentials stored in EMQX`,
  'scram:http': msg`Challenge-response with credentials from your HTTP service`,
};

const BACKEND_MARKS: Record<Backend, GalleryMark> = {
  built_in_database: COMMON_MARKS.built_in_database,
  mysql: COMMON_MARKS.mysql,
  mongodb: COMMON_MARKS.mongodb,
  postgresql: COMMON_MARKS.postgresql,
  http: COMMON_MARKS.http,
  redis: COMMON_MARKS.redis,
};

/** A pair's name: "Password-based · MySQL", "JWT" (as the gateway's authentication tab titles it). */
export function authnPairLabel(i18n: I18n, mechanism: Mechanism, backend: Backend | undefined): string {
  const name = i18n._(MECHANISM_LABELS[mechanism]);
  return backend ? `${name} · ${i18n._(BACKEND_LABELS[backend])}` : name;
}

/** An authenticator's name from its ID ("password_based:mysql" is "Password-based · MySQL"); an unknown ID as it is. */
export function authnIdLabel(i18n: I18n, id: string): string {
  const [mechanism, backend, ...rest] = id.split(':');
  if (!isMechanism(mechanism) || (backend !== undefined && !isBackend(backend)) || rest.length) return id;
  return authnPairLabel(i18n, mechanism, backend);
}

/**
 * The cards of what `offer` takes, in the wizard's order of mechanisms and backends. `takenLink`:
 * for the id of a pair already added, a link (without text) to it; undefined for the others.
 */
export function authnGalleryItems(i18n: I18n, offer: AuthnOffer, takenLink?: (id: string) => ReactElement | undefined): AuthnGalleryItem[] {
  return offeredMechanisms(offer).flatMap((mechanism) => {
    const group = i18n._(MECHANISM_LABELS[mechanism]);
    const backends: (Backend | undefined)[] = offer[mechanism]?.length ? [...offer[mechanism]] : [undefined];
    return backends.map((backend): AuthnGalleryItem => {
      const key = authenticatorId({ mechanism, backend });
      const link = takenLink?.(key);
      return {
        key,
        label: authnPairLabel(i18n, mechanism, backend),
        description: DESCRIPTIONS[key] ? i18n._(DESCRIPTIONS[key]) : '',
        group,
        mark: backend ? BACKEND_MARKS[backend] : COMMON_MARKS.jwt,
        keywords: [mechanism, ...(backend ? [backend] : [])],
        ...(link ? { taken: { link } } : {}),
        mechanism,
        ...(backend ? { backend } : {}),
      };
    });
  });
}
