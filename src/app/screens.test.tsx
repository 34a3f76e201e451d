import { describe, expect, it } from 'vitest';
import { MENU, SECTION_TABS } from './menu';
import { router } from './router';
import { SCREENS } from './screens';

const routePaths = new Set(Object.values(router.routesById).map((route) => (route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath)));

describe('screen registry', () => {
  it('names a real route for every screen, and a screen for every routed page', () => {
    expect(routePaths.size).toBeGreaterThan(60);
    expect(Object.keys(SCREENS).filter((path) => !routePaths.has(path))).toEqual([]);
    const layoutsAndRedirects = ['/', '/dashboard', '/alarm', '/subscriptions', '/bridge', '/mqtt', '/monitoring', '/system-settings', '/cluster', '/gateway/detail/$name', '/login'];
    expect([...routePaths].filter((path) => !(path in SCREENS) && !layoutsAndRedirects.includes(path))).toEqual([]);
  });

  it('points every menu entry and section tab at a screen', () => {
    const targets = [...MENU.flatMap((group) => group.entries.map((e) => e.to)), ...Object.values(SECTION_TABS).flatMap((tabs) => tabs.map((t) => t.to))];
    expect(targets.filter((to) => !(to in SCREENS))).toEqual([]);
  });

  it('gives every detail and create screen a list to lead back to', () => {
    const screens = Object.entries(SCREENS) as [string, { parent?: string }][];
    expect(screens.filter(([, screen]) => screen.parent !== undefined && (!(screen.parent in SCREENS) || screen.parent.includes('$')))).toEqual([]);
    const children = screens.filter(([path]) => path.includes('$') || /\/(create|install|config|bridge)$/.test(path)).map(([path, screen]) => [path, screen.parent !== undefined]);
    expect(children.filter(([, hasParent]) => !hasParent)).toEqual([]);
  });
});
