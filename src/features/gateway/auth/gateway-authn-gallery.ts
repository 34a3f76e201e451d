/** The gateway authentication gallery: "None" (the default), then the pairs the gateway takes. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthnGalleryItem } from '../../authentication/authn-gallery';
import { COMMON_MARKS } from '../../../components/type-gallery/marks';
import type { GalleryItem } from '../../../components/type-gallery/types';

/** The "None" card's key (no authenticator id is a bare word other than `jwt`). */
export const NO_AUTHN = 'none';

export type GatewayAuthnGalleryItem = (GalleryItem & { mechanism?: undefined; backend?: undefined }) | AuthnGalleryItem;

export function gatewayAuthnGalleryItems(i18n: I18n, pairs: readonly AuthnGalleryItem[]): GatewayAuthnGalleryItem[] {
  const none: GatewayAuthnGalleryItem = {
    key: NO_AUTHN,
    label: i18n._(msg`None`),
    description: i18n._(msg`Clients connect without being checked`),
    group: i18n._(msg`No authentication`),
    mark: COMMON_MARKS.none,
  };
  return [none, ...pairs];
}
