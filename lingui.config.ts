import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'zh'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['src/generated/**', '**/*.test.*'] }],
  orderBy: 'messageId',
};

export default config;
