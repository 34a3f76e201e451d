import type { LinguiConfig } from '@lingui/conf';

const TESTS = '**/*.test.*';
/**
 * Features whose texts are many and seen on their own screens only (the rule editor's SQL function
 * reference): each has a catalog of its own, fetched by its routes (src/routes/_auth/{name}.tsx).
 */
const OWN_CATALOG: Record<string, string[]> = {
  // The landing page (the dashboard screens) and the statuses it shows: loaded with every screen after
  // the login (src/routes/_auth.tsx), while the overview alone does without the other screens' texts.
  // The licence's card and banner too: the overview shows the card, every screen the banner.
  overview: ['src/features/dashboard', 'src/features/license/summary', 'src/i18n/labels/status-labels.ts'],
  rules: ['src/features/rules'],
  // The data bridge screens and the flow graph (the bridge list shows the same graph), and the
  // labels of the data integration forms (shown on the bridge screens only).
  bridges: ['src/features/bridges', 'src/features/flow', 'src/i18n/labels/bridge-labels.ts', 'src/i18n/labels/integration-labels.ts'],
  // Gateways, plugins and ExHook servers, and the labels of the gateway forms.
  extensions: ['src/features/gateway', 'src/features/plugins', 'src/features/exhook', 'src/i18n/labels/gateway-labels.ts'],
  // The diagnose and system tools: log trace, topic metrics, slow subscriptions, backups, the schema
  // registry and the audit log.
  diagnose: ['src/features/log-trace', 'src/features/topic-metrics', 'src/features/slow-sub', 'src/features/backups', 'src/features/schema-registry', 'src/features/audit', 'src/features/dropped-messages', 'src/features/data-hub'],
};
const OWN_FOLDERS = Object.values(OWN_CATALOG).flat();
/** Shared components and domain checks only screens behind the login use: their texts stay out of the login page's catalog. */
const AFTER_LOGIN = ['src/components/reason', 'src/components/detail', 'src/components/type-gallery', 'src/components/metrics', 'src/components/expiry', 'src/components/payload', 'src/domain'];
/** The screens behind the login, and help: their texts load with the first of them (src/i18n/i18n.ts). */
const SCREENS = ['src/features', 'src/forms', 'src/i18n/labels', 'src/routes/_auth', 'src/routes/help.tsx', ...AFTER_LOGIN];

const config: LinguiConfig = {
  locales: ['en', 'zh'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  // Two catalogs per language: the login page and the shell ("start"), fetched before the first
  // render, and the screens ("screens"), fetched with the first screen after login. One catalog
  // would make the login page pay for the text of every screen built since.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/start',
      include: ['src'],
      exclude: ['src/generated/**', TESTS, 'src/features/!(auth)/**', 'src/forms/**', 'src/i18n/labels/**', 'src/routes/_auth/**', 'src/routes/help.tsx', ...AFTER_LOGIN.map((path) => `${path}/**`)],
    },
    { path: '<rootDir>/locales/{locale}/screens', include: SCREENS, exclude: [TESTS, 'src/features/auth/**', ...OWN_FOLDERS.flatMap((path) => (path.endsWith('.ts') ? [path] : [`${path}/**`]))] },
    ...Object.entries(OWN_CATALOG).map(([name, include]) => ({ path: `<rootDir>/locales/{locale}/${name}`, include, exclude: [TESTS] })),
  ],
  orderBy: 'messageId',
};

export default config;
