import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { messages as en } from '../../locales/en/messages.po';

// Tests read English texts; catalogs are compiled by the Lingui Vite plugin as in the app.
i18n.loadAndActivate({ locale: 'en', messages: en });

// jsdom lacks the layout observers Chakra's (zag) components measure with; they need only exist.
if (typeof window !== 'undefined' && !globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
