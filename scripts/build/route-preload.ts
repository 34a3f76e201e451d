/**
 * A cold deep link (`#/rules`) fetched its screen's code only once the app had started: the entry
 * and its libraries first, then the router deciding what the URL shows, then that route's chunks.
 * This build plugin writes into index.html a small script that reads the URL's hash at once and
 * asks for the chunks of the routes it opens (`<link rel="modulepreload">`), so they download and
 * compile beside the libraries. A wrong guess only fetches a file early; the router still loads
 * what it needs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LANDING_PAGE } from '../../src/app/landing-page.ts';

/** The URL segments of a screen's route file relative to src/routes (`_auth/rules/detail/$id.tsx`); `$` for a parameter. */
export function routeSegments(relative: string): string[] {
  const parts = relative.replace(/\.tsx$/, '').split('/');
  // Pathless layouts (`_auth`) and `index` add nothing to the URL.
  return parts.filter((part, i) => !part.startsWith('_') && !(part === 'index' && i === parts.length - 1)).map((part) => (part.startsWith('$') ? '$' : part));
}

/** The files a chunk imports statically, itself included, to the leaves. */
function withImports(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) withImports(bundle, next, into);
  return into;
}

export interface PreloadMap {
  /** The chunks to choose from. */
  files: string[];
  /** Each screen's URL segments and the indexes of its files (its layouts' included). */
  routes: [string[], number[]][];
  /** What every screen behind the login loads first (the answers' checker). */
  always: number[];
  /** Per language, the catalog of the start-up (every page, the login's included), those the landing page needs, and those every other screen needs too. */
  catalogs: Record<string, { start: number[]; landing: number[]; screens: number[] }>;
}

/**
 * The script. The language is guessed as src/i18n/locale-choice.ts chooses it (a `lang` in the URL,
 * the stored preference, the browser's): a wrong guess only fetches a catalog early. Kept short:
 * every page carries it.
 */
export function preloadScript({ files, routes, always, catalogs }: PreloadMap): string {
  // Every chunk is `assets/<name>.js`: only the names are written.
  const names = files.map((file) => {
    const name = /^assets\/(.+)\.js$/.exec(file)?.[1];
    if (!name) throw new Error(`route preload: the chunk ${file} is not assets/<name>.js (vite.config.ts changed where chunks go?)`);
    return name;
  });
  return `(()=>{const f=${JSON.stringify(names)},r=${JSON.stringify(routes)},a=${JSON.stringify(always)},c=${JSON.stringify(catalogs)},h=location.hash.slice(1).split('?'),u=h[0].split('/').filter(Boolean),p=n=>{const e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='./assets/'+f[n]+'.js';document.head.append(e)};let l=(/[?&]lang=(en|zh)\\b/i.exec('?'+(h[1]||'')+'&'+location.search.slice(1))||[])[1];if(!l)try{l=JSON.parse(localStorage.getItem('emqx-console.preferences')||'{}').locale}catch{}if(!c[l])l=/^zh\\b/i.test((navigator.languages||[])[0]||navigator.language||'')?'zh':'en';const k=c[l];k.start.forEach(p);if(u[0]==='login')return;a.forEach(p);(k.landing.concat('/'+u.join('/')===${JSON.stringify(LANDING_PAGE)}?[]:k.screens)).forEach(p);for(const[g,i]of r)if(g.length===u.length&&g.every((x,j)=>x==='$'||x===u[j]))i.forEach(p)})()`;
}

export function routePreload(root: string): Plugin {
  const routesDir = path.join(root, 'src/routes') + path.sep;
  return {
    name: 'emqx-console:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        // What index.html fetches anyway.
        const start = withImports(bundle, entry.fileName);
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        // Each route file's chunk and what it imports, beyond what index.html fetches.
        const byRouteFile = new Map<string, string[]>();
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId;
          if (id?.startsWith(routesDir) && id.endsWith('?tsr-split=component')) {
            byRouteFile.set(id.split('?')[0]!, [...withImports(bundle, chunk.fileName)].filter((name) => !start.has(name)));
          }
        }
        const isLayout = (file: string) => existsSync(file.replace(/\.tsx$/, ''));
        const files: string[] = [];
        const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const routes: [string[], number[]][] = [];
        for (const [file, own] of byRouteFile) {
          if (isLayout(file)) continue;
          // The layouts above a screen render with it: `_auth.tsx` and `_auth/rules.tsx` above `_auth/rules/index.tsx`.
          const layouts = [...byRouteFile].filter(([other]) => isLayout(other) && file.startsWith(other.replace(/\.tsx$/, path.sep))).flatMap(([, names]) => names);
          const needed = [...new Set([...layouts, ...own])];
          if (needed.length > 0) routes.push([routeSegments(path.relative(routesDir, file).split(path.sep).join('/')), needed.map(index)]);
        }
        const chunkOf = (test: (id: string) => boolean) => chunks.find((chunk) => chunk.facadeModuleId && test(chunk.facadeModuleId));
        const filesOf = (chunk: Rollup.OutputChunk | undefined) => (chunk ? [...withImports(bundle, chunk.fileName)].filter((name) => !start.has(name)).map(index) : []);
        const checker = chunkOf((id) => id === path.join(root, 'src/api/answer-shape.ts'));
        if (!checker) throw new Error('route preload: no chunk of src/api/answer-shape.ts (renamed? see scripts/build/route-preload.ts)');
        const catalogs: PreloadMap['catalogs'] = {};
        for (const locale of ['en', 'zh']) {
          const part = (name: string) => chunkOf((id) => id === path.join(root, `locales/${locale}/${name}.po`));
          // As src/i18n/i18n.ts screenCatalogs: the landing page's own texts, and the other screens' for every other screen.
          catalogs[locale] = { start: filesOf(part('start')), landing: filesOf(part('overview')), screens: filesOf(part('screens')) };
        }
        const map: PreloadMap = { files, routes, always: filesOf(checker), catalogs };
        return { html, tags: [{ tag: 'script', children: preloadScript(map), injectTo: 'head-prepend' }] };
      },
    },
  };
}
