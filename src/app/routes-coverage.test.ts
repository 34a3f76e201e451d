/**
 * Every route in src/routes is (a) visited by the e2e route sweep and (b) reachable from the side
 * menu (src/app/menu.ts: its entries and section tabs) or the command palette (every screen of
 * src/app/screens.ts without a parameter), unless an allowlist below says why not.
 *
 * Routes are read from the route files themselves (the id each passes to `createFileRoute`, which
 * the router plugin keeps equal to the file's path); the sweep's paths from the lists that
 * tests/e2e/routes.spec.ts walks (tests/e2e/fixtures/routes.ts: ROUTES, each rendered in both
 * languages and themes with axe, and REDIRECTS, each checked to land where it says).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, ROUTE_PARTS, ROUTES } from '../../tests/e2e/fixtures/routes';
import { MENU, SECTION_TABS } from './menu';
import { JUMPABLE_SCREENS } from './screens';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES_DIR = path.join(ROOT, 'src/routes');
const SWEEP_SPEC = path.join(ROOT, 'tests/e2e/routes.spec.ts');

/**
 * Routes that have no menu or palette entry of their own, and where they are reached from instead.
 * A new route belongs here only if it is a detail or child page of a screen that has an entry.
 */
const REACHED_FROM_ANOTHER_SCREEN: Record<string, string> = {
  // Where every route sends a visitor without a session (src/routes/_auth.tsx).
  '/login': 'any route, without a session',
  // Detail pages: one object of a list, by its id in the path.
  '/dashboard/nodes/$nodeName': 'a node of /dashboard/nodes',
  '/connections/detail/$clientId': 'a client of /connections',
  '/cluster/links/detail/$name': 'a link of /cluster/links',
  '/sso/detail/$backend': 'a backend of /sso',
  '/authentication/detail/$id': 'an authenticator of /authentication',
  '/authorization/detail/$type': 'an authorizer of /authorization',
  '/plugins/detail/$plugin': 'a plugin of /plugins',
  '/exhook/detail/$exhookName': 'a server of /exhook',
  '/rules/detail/$id': 'a rule of /rules',
  '/bridge/detail/$id': 'a bridge of /bridge/dataBridge',
  '/bridge/connector/$id': 'a connector of /bridge/dataBridge',
  '/log-trace/detail/$id': 'a trace of /log-trace',
  '/schema-registry/detail/$name': 'a schema of /schema-registry',
  '/schema-validation/detail/$name': 'a validation of /schema-validation',
  '/message-transform/detail/$name': 'a transformation of /message-transform',
  '/schema-validation/edit/$name': 'the Edit of a validation page',
  '/message-transform/edit/$name': 'the Edit of a transformation page',
  // A gateway's pages: set up from the gateway list, then its tabs.
  '/gateway/create/$name': 'a gateway of /gateway that is not set up yet',
  '/gateway/detail/$name/settings': 'a gateway of /gateway',
  '/gateway/detail/$name/listeners': 'the tabs of a gateway of /gateway',
  '/gateway/detail/$name/auth': 'the tabs of a gateway of /gateway',
  '/gateway/detail/$name/connections': 'the tabs of a gateway of /gateway',
};

/**
 * Routes the sweep does not visit yet. Each is a gap to close in tests/e2e/fixtures/routes.ts (and
 * then to remove from here); nothing new belongs here.
 */
const NOT_YET_SWEPT: Record<string, string> = {
  // Not yet swept: the sweep runs logged in, and there /login sends the user back to the console.
  // tests/e2e/login.spec.ts opens it (with axe, in English and in Chinese); the sweep does not.
  '/login': 'not yet swept',
};

/** The full path of a route id: pathless layouts (`_auth`) and groups dropped, no trailing slash. */
function fullPathOf(id: string): string {
  const segments = id.split('/').filter((segment) => segment !== '' && !segment.startsWith('_') && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

/** Every route file (the router ignores files whose name starts with `-`) and the id it declares. */
function routeFiles(): { file: string; id: string | undefined }[] {
  return readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('-')))
    .filter((file) => path.basename(file).replace(/\.tsx?$/, '') !== '__root')
    .map((file) => {
      const ids = [...readFileSync(path.join(ROUTES_DIR, file), 'utf8').matchAll(/createFileRoute\(\s*['"`]([^'"`]+)['"`]\s*\)/g)].map((m) => m[1]!);
      return { file, id: ids.length === 1 ? ids[0] : undefined };
    });
}

/**
 * The paths one can open: every route but the pathless layouts (`/_auth`). A layout with a path
 * (`/_auth/alarm`) has the same full path as its index route, and counts once.
 */
function routePaths(): string[] {
  const ids = routeFiles().flatMap(({ id }) => (id === undefined ? [] : [id]));
  const opened = ids.filter((id) => {
    const last = id.split('/').filter(Boolean).at(-1);
    return last === undefined || !last.startsWith('_');
  });
  return [...new Set(opened.map(fullPathOf))].sort();
}

const segmentsOf = (url: string) => url.split(/[?#]/)[0]!.split('/').filter(Boolean);

/**
 * The route a URL opens, as the router ranks them: of the routes whose segments match (a `$param`
 * takes any one segment), the one with a literal segment where the others have a parameter.
 */
function routeOf(url: string, paths: string[]): string | undefined {
  const wanted = segmentsOf(url);
  const candidates = paths.filter((route) => {
    const segments = segmentsOf(route);
    return segments.length === wanted.length && segments.every((segment, i) => segment.startsWith('$') || segment === wanted[i]);
  });
  const rank = (route: string) => segmentsOf(route).map((segment) => (segment.startsWith('$') ? '1' : '0')).join('');
  return candidates.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

const paths = routePaths();
const swept = new Set(ROUTES.flatMap(({ path: url }) => routeOf(url, paths) ?? []));
/** Routes that only redirect (the sweep checks where each lands): route → the route it lands on. */
const redirects = new Map(REDIRECTS.flatMap(([from, to]) => {
  const route = routeOf(from, paths);
  return route === undefined ? [] : [[route, routeOf(to, paths)] as const];
}));
const entries = new Set([...MENU.flatMap((group) => group.entries.map((entry) => entry.to)), ...Object.values(SECTION_TABS).flatMap((tabs) => tabs.map((tab) => tab.to)), ...JUMPABLE_SCREENS]);
const hasEntry = (route: string) => entries.has(route) || route in REACHED_FROM_ANOTHER_SCREEN;

describe('the routes of src/routes', () => {
  it('are read from their files, one createFileRoute id each', () => {
    expect(routeFiles().filter(({ id }) => id === undefined).map(({ file }) => file)).toEqual([]);
    expect(paths.length).toBeGreaterThan(60);
  });

  it('are what the e2e route sweep walks through (tests/e2e/routes.spec.ts)', () => {
    const spec = readFileSync(SWEEP_SPEC, 'utf8');
    expect(spec).toMatch(/import \{[^}]*\bREDIRECTS\b[^}]*\} from '\.\/fixtures\/routes'/);
    expect(spec).toMatch(/import \{[^}]*\bROUTE_PARTS\b[^}]*\} from '\.\/fixtures\/routes'/);
    expect(spec).toMatch(/for \(const [^)]+ of ROUTE_PARTS\)/);
    // The parts are the routes, each once, in order.
    expect(ROUTE_PARTS.flatMap((part) => part.routes)).toEqual(ROUTES);
    expect(spec).toMatch(/for \(const \[\w+, \w+\] of REDIRECTS\)/);
    // Every path the sweep opens is a route (a typo would only show the not-found page).
    expect([...ROUTES.map((route) => route.path), ...REDIRECTS.flat()].filter((url) => routeOf(url, paths) === undefined)).toEqual([]);
  });

  it('are each visited by the e2e route sweep, as a screen or as a redirect', () => {
    const unswept = paths.filter((route) => !swept.has(route) && !redirects.has(route) && !(route in NOT_YET_SWEPT));
    expect(unswept, 'add a sample URL of each to ROUTES in tests/e2e/fixtures/routes.ts (REDIRECTS for a redirect)').toEqual([]);
  });

  it('each have a menu or palette entry, or are reached from a screen that has one', () => {
    // A redirect is reached through where it lands.
    const orphans = paths.filter((route) => (redirects.has(route) ? !hasEntry(redirects.get(route) ?? '') : !hasEntry(route)));
    expect(orphans, 'add a menu entry or section tab (src/app/menu.ts) or a screen (src/app/screens.ts) for each, or list it in REACHED_FROM_ANOTHER_SCREEN').toEqual([]);
  });

  it('keep the allowlists of this file current', () => {
    const allowlisted = [...Object.keys(REACHED_FROM_ANOTHER_SCREEN), ...Object.keys(NOT_YET_SWEPT)];
    expect(allowlisted.filter((route) => !paths.includes(route)), 'no such route any more').toEqual([]);
    expect(Object.keys(REACHED_FROM_ANOTHER_SCREEN).filter((route) => entries.has(route)), 'has a menu or palette entry now').toEqual([]);
    expect(Object.keys(NOT_YET_SWEPT).filter((route) => swept.has(route) || redirects.has(route)), 'swept now').toEqual([]);
  });
});
