import { describe, expect, it } from 'vitest';
import { preloadScript, routeSegments, type PreloadMap } from './route-preload.ts';

const MAP: PreloadMap = {
  files: ['assets/shell-a.js', 'assets/connections-b.js', 'assets/rule-detail-c.js', 'assets/answer-shape-d.js', 'assets/overview-en.js', 'assets/screens-en.js', 'assets/overview-zh.js', 'assets/screens-zh.js', 'assets/start-en.js', 'assets/start-zh.js'],
  routes: [
    [['connections'], [0, 1]],
    [['rules', 'detail', '$'], [0, 2]],
  ],
  always: [3],
  catalogs: { en: { start: [8], landing: [4], screens: [5] }, zh: { start: [9], landing: [6], screens: [7] } },
};

/** Runs the script as index.html would, against a page at `hash`, and returns the chunks it preloads. */
function preloaded(hash: string, { stored, languages = ['en-US'] }: { stored?: string; languages?: string[] } = {}): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '', crossOrigin: null }), head: { append: (link: { rel: string; href: string }) => links.push(link) } };
  const localStorage = { getItem: () => (stored ? JSON.stringify({ locale: stored }) : null) };
  const run = new Function('location', 'document', 'localStorage', 'navigator', preloadScript(MAP));
  run({ hash, search: '' }, document, localStorage, { languages, language: languages[0] });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('the preload script of index.html', () => {
  it("preloads a screen's chunks, the answer checker and the screens' catalogs in the stored language", () => {
    expect(preloaded('#/rules/detail/my%2Frule?tab=settings', { stored: 'zh' })).toEqual([
      './assets/start-zh.js',
      './assets/answer-shape-d.js',
      './assets/overview-zh.js',
      './assets/screens-zh.js',
      './assets/shell-a.js',
      './assets/rule-detail-c.js',
    ]);
  });

  it("gives the landing page only its own catalog, in the browser's language when none is stored", () => {
    expect(preloaded('#/dashboard/overview', { languages: ['zh-CN'] })).toEqual(['./assets/start-zh.js', './assets/answer-shape-d.js', './assets/overview-zh.js']);
  });

  it('follows a lang in the URL, and preloads only the start-up catalog for the login page', () => {
    expect(preloaded('#/connections?lang=zh', { stored: 'en' })).toContain('./assets/screens-zh.js');
    expect(preloaded('#/login?to=%2Fconnections')).toEqual(['./assets/start-en.js']);
  });
});

it('routeSegments reads the URL of a route file, parameters and pathless layouts left out', () => {
  expect(routeSegments('_auth/rules/detail/$id.tsx')).toEqual(['rules', 'detail', '$']);
  expect(routeSegments('_auth/connections/index.tsx')).toEqual(['connections']);
  expect(routeSegments('_auth/dashboard/overview.tsx')).toEqual(['dashboard', 'overview']);
});
