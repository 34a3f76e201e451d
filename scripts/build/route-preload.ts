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

/** The URL segments of a screen's route file relative to src/routes (`_auth/rules/detail/$id.tsx`); `$` for a parameter. */
export function routeSegments(relative: string): string[] {
  const parts = relative.replace(/\.tsx$/, '').split('/');
  // Pathless layouts (`_auth`) and `index` add nothing to the URL.
  return parts.filter((part, i) => !part.startsWith('_') && !(part === 'index' && i === parts.length - 1)).map((part) => (part.startsWith('$') ? '$' : part));
}

/** Whether a screen's route segments are the URL's. */
export function routeMatches(route: readonly string[], segments: readonly string[]): boolean {
  return route.length === segments.length && route.every((segment, i) => segment === '$' || segment === segments[i]);
}

/** The files a chunk imports statically, itself included, to the leaves. */
function withImports(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) withImports(bundle, next, into);
  return into;
}

/**
 * The script: `files` are the chunks to choose from, `routes` each screen's URL segments and the
 * indexes of its files (its layouts' included). Kept short: every page carries it.
 */
function script(files: string[], routes: [string[], number[]][]): string {
  // Every chunk is `assets/<name>.js`: only the names are written.
  const names = files.map((file) => {
    const name = /^assets\/(.+)\.js$/.exec(file)?.[1];
    if (!name) throw new Error(`route preload: the chunk ${file} is not assets/<name>.js (vite.config.ts changed where chunks go?)`);
    return name;
  });
  return `(()=>{const f=${JSON.stringify(names)},r=${JSON.stringify(routes)},u=location.hash.slice(1).split('?')[0].split('/').filter(Boolean);for(const[g,i]of r)if(g.length===u.length&&g.every((x,k)=>x==='$'||x===u[k]))for(const n of i){const e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='./assets/'+f[n]+'.js';document.head.append(e)}})()`;
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
        return { html, tags: [{ tag: 'script', children: script(files, routes), injectTo: 'head-prepend' }] };
      },
    },
  };
}
