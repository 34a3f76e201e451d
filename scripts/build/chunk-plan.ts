/**
 * How the production build cuts the console's JavaScript into files (rolldown's `codeSplitting`
 * groups, used by vite.config.ts). Left to itself, rolldown makes a chunk of every set of modules
 * that the same routes share: dozens of files under 5 KiB on the first visit, each a round trip on
 * an HTTP/1.1 dashboard listener. Instead the app is cut along its seams:
 *
 * - libraries that change together and every page loads: `framework` (React), `router` (TanStack
 *   Router and Query, zod), `i18n` (Lingui). Libraries only some screens use (RJSF, React Flow, mqtt.js)
 *   are left to rolldown, which keeps them with the routes that import them: grouped by hand, they
 *   shared chunks with their own dependencies both ways, and a cycle between chunks ran a class
 *   before its definition ("… is not a constructor");
 * - `ui` and `app`: the UI kit and the console's own code that the start-up needs (the entry's static
 *   imports) or that the login page shares with other screens;
 * - `shell`: what the authenticated layout and the landing page (the overview) share with other
 *   screens: menus, tooltips, tables, page headers;
 * - each route keeps the code only it uses, and lazy chunks (charts, the command palette) stay lazy.
 *
 * Nothing here prefetches: a chunk is fetched only by a page that imports it.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingOptions = Rolldown.CodeSplittingOptions;
type ModuleInfo = Rolldown.ModuleInfo;

/** Matches modules of these npm packages (a `|`-separated list of names). */
export const npm = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

const ICONS = npm('lucide-react');
// Router and Query only: TanStack Virtual goes with the tables that use it, not with the start-up.
const TANSTACK = npm('@tanstack/(?!react-virtual|virtual-core)[^/\\\\]+');
const ZOD = npm('zod');
/**
 * zod's modules that only its classic API (the generated answer schemas) uses, though the mini API's
 * index re-exports some of them: placed by reachability alone they would start with the app.
 */
const ZOD_CLASSIC_ONLY = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](?:classic[\\/]|locales[\\/]|core[\\/](?:to-json-schema|json-schema-processors|json-schema-generator|compile)\.js$)/;
// Chakra's full default theme: the console's system takes a few recipes from it (src/theme/system.ts),
// RJSF's Chakra theme all of it. Grouped with the kit, the whole theme would load with the login.
const CHAKRA_THEME = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:theme[\\/]|preset\.js)/;
const UI_KIT = npm('@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|@internationalized|@swc|stylis|next-themes|proxy-compare|hoist-non-react-statics|react-is');

/** The parts of the kit behind dialogs and menus only. */
const UI_OVERLAYS = /[\\/]node_modules[\\/](?:@zag-js[\\/](?:dialog|focus-trap|aria-hidden|remove-scroll|interact-outside|dismissable|menu)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](?:dialog|menu)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](?:dialog|menu))[\\/]/;

/**
 * Plain styled parts of the kit (no state machine) that the shell and the overview draw: with the
 * shell, so the first screens never need `ui-common`, whose checkbox, popover and presence machines
 * only forms and other screens use.
 */
const UI_SHELL_PARTS = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](?:(?:table|visually-hidden|badge|native-select|grid|simple-grid)[\\/]|button[\\/]icon-button\.js$)/;

export interface Pages {
  /** The module index.html loads. */
  entry: string;
  /** The chunks of the authenticated layout and the landing page (the overview, where a login leads). */
  firstScreens: string[];
}

/** The pages of the console whose modules the plan places, as module ids under `root`. */
export function consolePages(root: string): Pages {
  const routeChunk = (file: string) => `${path.join(root, 'src/routes', file)}?tsr-split=component`;
  return {
    entry: path.join(root, 'src/main.tsx'),
    firstScreens: [routeChunk('_auth.tsx'), routeChunk('_auth/dashboard.tsx'), routeChunk('_auth/dashboard/overview.tsx')],
  };
}

/**
 * Which roots (the entry and every lazily imported module) reach each module through static
 * imports: what rolldown's own chunking goes by, computed once per chunking pass. Exact for the
 * console's own code; a package imported through an index that re-exports everything (Chakra,
 * lucide) looks reached in full, so the plan leaves packages to rolldown's `$initial` tag.
 */
export function moduleOwners(getModuleInfo: (id: string) => ModuleInfo | null, entry: string): Map<string, Set<string>> {
  const info = (id: string) => {
    const found = getModuleInfo(id);
    if (!found) throw new Error(`chunk plan: the module graph has no ${id}`);
    return found;
  };
  const roots = [entry];
  const discovered = new Set([entry]);
  for (let i = 0; i < roots.length; i += 1) {
    const stack = [roots[i]!];
    const seen = new Set(stack);
    while (stack.length > 0) {
      const module = info(stack.pop()!);
      for (const id of module.importedIds) {
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(id);
      }
      for (const id of module.dynamicallyImportedIds) {
        if (discovered.has(id)) continue;
        discovered.add(id);
        roots.push(id);
      }
    }
  }
  const owners = new Map<string, Set<string>>();
  for (const root of roots) {
    const stack = [root];
    const seen = new Set(stack);
    while (stack.length > 0) {
      const id = stack.pop()!;
      let set = owners.get(id);
      if (!set) owners.set(id, (set = new Set()));
      set.add(root);
      for (const next of info(id).importedIds) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return owners;
}

export type Placement = 'start' | 'shell' | undefined;

/** Where a module of the console's own goes, from the roots that reach it (`undefined`: with its route). */
export function placement(owners: ReadonlySet<string>, pages: Pages): Placement {
  if (owners.has(pages.entry)) return 'start';
  // Code only one page uses stays in that page's chunk.
  if (owners.size < 2) return undefined;
  if (pages.firstScreens.some((page) => owners.has(page))) return 'shell';
  return undefined;
}

/** The codeSplitting option for the console rooted at `root`. */
export function chunkPlan(root: string): CodeSplittingOptions {
  const pages = consolePages(root);
  const srcDir = path.join(root, 'src') + path.sep;
  const isOwnCode = (id: string) => id.startsWith(srcDir);
  // Rolldown's helpers (the preload helper, dynamic import helper) load with the entry.
  const isStartCode = (id: string, ctx: ChunkingContext) =>
    id !== pages.entry && (id.startsWith('\0') || (isOwnCode(id) && placementOf(id, ctx) === 'start'));
  // The graph of one chunking pass, keyed by the entry's info object, which rolldown reuses within a pass.
  const passes = new WeakMap<ModuleInfo, Map<string, Set<string>>>();
  const placementOf = (id: string, ctx: ChunkingContext): Placement => {
    const entryInfo = ctx.getModuleInfo(pages.entry);
    if (!entryInfo) throw new Error(`chunk plan: no entry module ${pages.entry}`);
    let owners = passes.get(entryInfo);
    if (!owners) {
      owners = moduleOwners((moduleId) => ctx.getModuleInfo(moduleId), pages.entry);
      const missing = pages.firstScreens.filter((page) => !owners!.has(page));
      if (missing.length > 0) throw new Error(`chunk plan: ${missing.join(', ')} not in the build (a route renamed? see scripts/build/chunk-plan.ts)`);
      passes.set(entryInfo, owners);
    }
    return placement(owners.get(id) ?? new Set(), pages);
  };

  return {
    // A group takes only the modules it names: following their imports would pull all of Chakra
    // (imported through its index) into whichever group reaches it first.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'framework', test: npm('react|react-dom|scheduler|use-sync-external-store'), priority: 90 },
      // zod's parts the start-up reaches (the mini API of the URL search schemas) start with the app; the
      // classic API only with the generated answer schemas, which load lazily per tag (src/api/answer-shape.ts).
      { debugName: 'router', name: (id, ctx) => (TANSTACK.test(id) || (ZOD.test(id) && !ZOD_CLASSIC_ONLY.test(id) && placementOf(id, ctx) === 'start') ? 'router' : null), priority: 80 },
      { name: 'i18n', test: npm('@lingui'), priority: 80 },
      // Rolldown's `$initial` knows which UI-kit modules the start-up really uses.
      { name: 'ui', test: (id) => (UI_KIT.test(id) && !CHAKRA_THEME.test(id)) || ICONS.test(id), tags: ['$initial'], priority: 60 },
      { debugName: 'start', name: (id, ctx) => (isStartCode(id, ctx) ? 'app' : null), priority: 60 },
      // Icons are small and the shell's menu shows most of them.
      { debugName: 'shell', name: (id, ctx) => (ICONS.test(id) || UI_SHELL_PARTS.test(id) || (isOwnCode(id) && placementOf(id, ctx) === 'shell') ? 'shell' : null), priority: 50 },
      // The rest of the kit that most screens use (tooltips, popovers, tables); the rest goes with its routes.
      // A share count, not a share of the screens: at 20 of ~300 chunks, the gateway, plugin and ExHook
      // screens pulled 23 KiB of parts the overview never draws into it. Raise it as screens are added.
      // Dialogs and menus (focus trap, scroll lock, click-outside) are as common, but no first screen opens one
      // before the user asks: they load with the first screen, dialog or menu that does.
      { name: 'ui-overlays', test: (id) => UI_OVERLAYS.test(id), minShareCount: 40, priority: 45 },
      { name: 'ui-common', test: (id) => UI_KIT.test(id) && !CHAKRA_THEME.test(id), minShareCount: 40, priority: 40 },
    ],
  };
}
