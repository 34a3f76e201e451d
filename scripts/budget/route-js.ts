/**
 * The JavaScript a cold deep link to one route makes the browser fetch, read from the build's
 * manifest (dist/.vite/manifest.json): the entry and, for each route on the way to the target, the
 * chunks TanStack Router loads for it (none for a route built into the entry), each with its static
 * imports followed transitively (index.html modulepreloads them, and Vite's preload helper fetches a
 * dynamic chunk's imports with it).
 *
 * That is what the budget holds. Lazy components the page renders at once (the overview's charts)
 * load after its first render, so they are listed apart (`deferred`), never counted as needed;
 * other routes' chunks and chunks that wait for the user (`onDemand`) are left out. Of the locale
 * catalogs the browser fetches exactly one before the first render: the largest is counted, so
 * no language can exceed the budget.
 */

/** One entry of Vite's build manifest (only the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteJsOptions {
  /** TanStack route id of the target, e.g. `/_auth/dashboard/overview` (an index route ends in `/`). */
  routeId: string;
  /** Manifest keys of dynamic imports that load on a user action (a key press, a first click). */
  onDemand: readonly string[];
  /** The part a manifest key's locale catalog holds (undefined: not a catalog). */
  catalogPart: (key: string) => string | undefined;
  /** The catalog parts the page loads before its first render, each in one language. */
  catalogs: readonly string[];
  /** Gzip bytes of a built file (`assets/x.js`). */
  gzipOf: (file: string) => number;
}

export interface LoadedFile {
  file: string;
  /** What it holds: the source path of an entry or dynamic chunk, else the chunk's name. */
  label: string;
  gzip: number;
  /** Fetched by a lazy component after the page's first render, not before it. */
  deferred: boolean;
}

const ROUTES_DIR = 'src/routes/';
const SPLIT_QUERY = '?tsr-split=';
// What the router fetches for a matched route that loads fine (router-core's loadRouteChunk);
// errorComponent and notFoundComponent chunks load only when that route fails or finds nothing.
const ROOT_ID = '__root__';
const SPLITS_LOADED_ON_SUCCESS = new Set(['component', 'pendingComponent', 'loader']);

/**
 * The route id a file route's module stands for, as TanStack Router names it
 * (`src/routes/_auth/dashboard.tsx` is `/_auth/dashboard`; `…/route.tsx` is its folder; `…/index.tsx`
 * is the folder's index, `…/`; `__root.tsx` is `__root__`).
 * Undefined for modules outside src/routes.
 */
export function routeIdOfFile(sourcePath: string): string | undefined {
  if (!sourcePath.startsWith(ROUTES_DIR)) return undefined;
  const withoutExt = sourcePath.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
  if (withoutExt === '__root') return ROOT_ID;
  if (withoutExt === 'route' || withoutExt.endsWith('/route')) return `/${withoutExt.slice(0, -'route'.length)}`.replace(/\/$/, '') || '/';
  if (withoutExt === 'index' || withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** The route and the split kinds (`component`, `loader`…) of a router-plugin chunk's manifest key. */
export function parseRouteSplit(key: string): { routeId: string; kinds: string[] } | undefined {
  const at = key.indexOf(SPLIT_QUERY);
  if (at < 0) return undefined;
  const routeId = routeIdOfFile(key.slice(0, at));
  if (routeId === undefined) return undefined;
  // Grouped splits join their kinds with `---` (e.g. `loader---component`).
  const kinds = key
    .slice(at + SPLIT_QUERY.length)
    .split('&')[0]!
    .split('---');
  return { routeId, kinds };
}

/** The source files that can define a route id (`/x` is `x.tsx` or `x/route.tsx`; `/x/` is `x/index.tsx`). */
export function routeFileCandidates(routeId: string): string[] {
  if (routeId === ROOT_ID) return [`${ROUTES_DIR}__root.tsx`];
  const rel = routeId.replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) return [`${ROUTES_DIR}${rel}index.tsx`];
  return [`${ROUTES_DIR}${rel}.tsx`, `${ROUTES_DIR}${rel}/route.tsx`];
}

/** Whether a route is the target or one of the layouts it renders inside. */
function isOnTheWay(routeId: string, target: string): boolean {
  if (routeId === target || routeId === ROOT_ID) return true;
  // An index route (`/x/`, or `/` at the top) is a leaf: it never wraps another route.
  if (routeId.endsWith('/')) return false;
  return target.startsWith(`${routeId}/`);
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the build manifest, found ${entries.length}: ${entries.join(', ')}`);
  return entries[0]!;
}

/** The JS files a cold visit of `routeId` fetches, biggest first: those it needs, then the deferred ones. */
export function routeJs(manifest: Manifest, options: RouteJsOptions): LoadedFile[] {
  const routeChunks = Object.keys(manifest).filter((key) => {
    const split = parseRouteSplit(key);
    return split && isOnTheWay(split.routeId, options.routeId) && split.kinds.some((kind) => SPLITS_LOADED_ON_SUCCESS.has(kind));
  });
  const catalogs = new Map<string, string[]>();
  const lazy: string[] = [];
  // A chunk and its static imports (index.html preloads them; Vite's preload helper fetches them with a dynamic chunk).
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} but has no entry for it`);
    into.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, into);
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (parseRouteSplit(dynamic) || options.onDemand.includes(dynamic)) continue;
      const part = options.catalogPart(dynamic);
      if (part === undefined) lazy.push(dynamic);
      else catalogs.set(part, [...(catalogs.get(part) ?? []), dynamic]);
    }
  };
  // A route without a chunk of its own (not split) is part of the entry.
  const needed = new Set<string>();
  visit(entryKey(manifest), needed);
  for (const key of routeChunks) visit(key, needed);
  for (const part of options.catalogs) {
    const languages = catalogs.get(part);
    if (!languages) throw new Error(`no locale catalog of the part "${part}" in the build`);
    const largest = languages.sort((a, b) => options.gzipOf(manifest[b]!.file) - options.gzipOf(manifest[a]!.file))[0]!;
    visit(largest, needed);
  }

  const later = new Set<string>();
  for (let i = 0; i < lazy.length; i += 1) if (!needed.has(lazy[i]!)) visit(lazy[i]!, later);

  // Two keys can share a file (a module that is both a dynamic entry and part of a chunk).
  const byFile = new Map<string, LoadedFile>();
  const add = (keys: Set<string>, deferred: boolean) => {
    for (const key of keys) {
      const chunk = manifest[key]!;
      if (!chunk.file.endsWith('.js') || byFile.has(chunk.file)) continue;
      byFile.set(chunk.file, { file: chunk.file, label: chunk.src ?? chunk.name ?? key, gzip: options.gzipOf(chunk.file), deferred });
    }
  };
  add(needed, false);
  add(later, true);
  return [...byFile.values()].sort((a, b) => Number(a.deferred) - Number(b.deferred) || b.gzip - a.gzip || a.file.localeCompare(b.file));
}

/** The JS index.html makes the browser fetch before any route runs: its module script and modulepreloads. */
export function htmlScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModule = /\btype="module"/.test(tag) && /^<script/.test(tag);
    const isPreload = /\brel="(?:modulepreload|preload|prefetch)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url?.endsWith('.js')) files.push(url.replace(/^\.?\//, ''));
  }
  return files;
}

/**
 * The JS files index.html fetches that the entry itself does not import: a preload of another
 * route's chunk would make every first visit pay for it.
 */
export function extraHtmlScripts(manifest: Manifest, html: string): string[] {
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  return htmlScripts(html).filter((file) => !needed.has(file));
}
