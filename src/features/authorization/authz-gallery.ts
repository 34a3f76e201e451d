/**
 * The authorization source gallery: one card per source type, grouped by where the rules live. The
 * broker takes one source of each type: a type in use is shown added, with a link to it.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactElement } from 'react';
import { COMMON_MARKS } from '../../components/type-gallery/marks';
import type { GalleryItem, GalleryMark } from '../../components/type-gallery/types';
import { valueLabel } from '../../i18n/labels/labels';
import { CREATE_TYPES, type CreateType } from './authz-catalog';

export interface AuthzGalleryItem extends GalleryItem {
  type: CreateType;
}

const IN_EMQX = msg`Built into EMQX`;
const DATABASES = msg`External databases`;
const SERVICES = msg`External services`;

const CARDS: Record<CreateType, { group: MessageDescriptor; description: MessageDescriptor; mark: GalleryMark }> = {
  file: { group: IN_EMQX, description: msg`ACL rules in a file, edited here`, mark: COMMON_MARKS.file },
  built_in_database: { group: IN_EMQX, description: msg`Rules per client, per user or for all, stored in EMQX`, mark: COMMON_MARKS.built_in_database },
  mysql: { group: DATABASES, description: msg`Rules read from a MySQL table`, mark: COMMON_MARKS.mysql },
  postgresql: { group: DATABASES, description: msg`Rules read from a PostgreSQL table`, mark: COMMON_MARKS.postgresql },
  mongodb: { group: DATABASES, description: msg`Rules read from a MongoDB collection`, mark: COMMON_MARKS.mongodb },
  redis: { group: DATABASES, description: msg`Rules read from Redis hashes`, mark: COMMON_MARKS.redis },
  http: { group: SERVICES, description: msg`Ask your HTTP service whether to allow each request`, mark: COMMON_MARKS.http },
  ldap: { group: SERVICES, description: msg`Rules read from LDAP directory entries`, mark: COMMON_MARKS.ldap },
};

const ORDER: readonly CreateType[] = ['file', 'built_in_database', 'mysql', 'postgresql', 'mongodb', 'redis', 'http', 'ldap'];

/** Every type the console creates, in groups; `takenLink` gives a link (without text) to a type in use, undefined for the others. */
export function authzGalleryItems(i18n: I18n, takenLink?: (type: CreateType) => ReactElement | undefined): AuthzGalleryItem[] {
  return ORDER.filter((type) => (CREATE_TYPES as readonly string[]).includes(type)).map((type) => {
    const card = CARDS[type];
    const link = takenLink?.(type);
    return {
      key: type,
      label: valueLabel(i18n, type),
      description: i18n._(card.description),
      group: i18n._(card.group),
      mark: card.mark,
      keywords: [type],
      ...(link ? { taken: { link } } : {}),
      type,
    };
  });
}
