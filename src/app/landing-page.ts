/** Where a login leads: the overview. It draws with its own small catalog (src/i18n/i18n.ts, scripts/build/route-preload.ts). */
export const LANDING_PAGE = '/dashboard/overview';
