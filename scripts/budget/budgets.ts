/**
 * The bundle budgets `npm test` enforces on the production build: the JS a cold deep link fetches,
 * gzip, and how many files (each one a round trip on an HTTP/1.1 dashboard listener). Every later
 * screen loads with its own route, so none of them can move these figures.
 */
export interface Budget {
  name: string;
  /** The deep link the figure stands for. */
  url: string;
  /** TanStack route id of that page. */
  routeId: string;
  maxGzipKiB: number;
  maxFiles: number;
  /** The catalog parts (src/i18n/i18n.ts) the page loads before its first render. */
  catalogs: readonly string[];
}

export const BUDGETS: readonly Budget[] = [
  // 205, not 200: every answer is checked against its zod schema (src/api/answer-shape.ts, lazy per
  // tag), and the zod core those schemas share with the URL search schemas of the start-up keeps the
  // parts they use: about 10 KiB the start-up carries since stop 22 (scripts/build/chunk-plan.ts keeps
  // the rest of zod's classic API out of it). 206 (issue 28): every screen adds its route, menu entry,
  // title and capability probe to the start-up (about 0.25 KiB a screen); the two Smart Data Hub lists
  // took the last of the margin. 207: its five create, edit and registry screens (the route tree's
  // entries are in the start-up, about 0.08 KiB a route). The menu and screen table are not (they are
  // the shell's); the route tree is the next saving (fewer, lazier route definitions). 209 (issue 29):
  // seven cluster and single sign-on screens (routes, titles, menu entries, four capability probes) and
  // the login page's single sign-on start (the `login_meta` reader and the running-backends read; the
  // options themselves load lazily), 1.7 KiB in all. 208 (stop 38): the overview route's search reads its
  // history ranges from a module of their own, so the start-up no longer carries the charts' series code.
  // 208.1 (issue 39): the HTTP wrapper sends a caller's own Accept (the zones read `GET /configs` as
  // HOCON text, the only answer of a real broker that holds them), a few bytes over the last margin.
  { name: 'login', url: '#/login', routeId: '/login', maxGzipKiB: 208.1, maxFiles: 12, catalogs: ['start'] },
  // 285, from 300 (stop 25): the overview draws its charts with its own SVG code and only its own catalog.
  // 240 (stop 26): tooltips are one shared hint (src/components/hint) and the kit's plain parts the
  // shell draws go with it, so the first screens never load `ui-common`'s state machines. Issue 25's
  // 250 KiB holds the answer checker's zod too (~14 KiB, after the first render, not counted here).
  // 243 (issue 29): the login's 1.7 KiB above, and the node list's evacuation mark (a global-status read).
  { name: 'overview (cold deep link)', url: '#/dashboard/overview', routeId: '/_auth/dashboard/overview', maxGzipKiB: 243, maxFiles: 18, catalogs: ['start', 'overview'] },
];

/**
 * Lazy chunks that load on a user action, not on a visit: the command palette (first Ctrl+K), the
 * language menu and the user menu (first open), the toasts (the first toast). Any other lazy import
 * a page meets is listed as fetched after its first render.
 */
export const ON_DEMAND: readonly string[] = ['src/app/shell/CommandPalette.tsx', 'src/app/shell/LanguageMenu.tsx', 'src/app/shell/UserMenuPanel.tsx', 'src/app/ToastRegion.tsx', 'src/components/hint/HintBubble.tsx'];

/** The part a Lingui catalog holds (`locales/zh/start.po`: start); the browser fetches it in the user's language only. */
export const catalogPart = (key: string) => /^locales\/[^/]+\/([^/]+)\.po$/.exec(key)?.[1];
