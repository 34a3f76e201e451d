import '@testing-library/jest-dom/vitest';
import { faker } from '@faker-js/faker';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSession } from '../api/session';
import { messages as bridges } from '../../locales/en/bridges.po';
import { messages as diagnose } from '../../locales/en/diagnose.po';
import { messages as extensions } from '../../locales/en/extensions.po';
import { messages as overview } from '../../locales/en/overview.po';
import { messages as rules } from '../../locales/en/rules.po';
import { messages as screens } from '../../locales/en/screens.po';
import { messages as start } from '../../locales/en/start.po';
// A request the sandbox finds against the API document fails the test that sent it.
import '../../sandbox/contract/vitest-hooks';
import { speedUpLabelLookup } from './jsdom-label-speed';
import { WAIT_LIMIT_MS } from './limits';

/** The generated mocks' values are the same on every run; a test wanting others calls `faker.seed(n)` itself. */
export const MOCK_SEED = 5081;
beforeEach(() => void faker.seed(MOCK_SEED));

// Screens are only ever seen logged in: every test starts with an administrator's session
// (the HTTP layer sends nothing without one). A test about another role or none sets its own.
beforeEach(() => setSession({ token: 'test-token', username: 'admin', edition: 'enterprise', role: 'administrator' }));

// Test files share one module registry and one document per worker (isolate: false, see vite.config.ts):
// Testing Library registers its own cleanup only in the first file that imports it, so each file does it here,
// and what a test left in storage or the URL is not the next one's starting point.
afterEach(() => {
  // A test that faked the clock and failed before putting it back would stop every timer of the
  // files after it in this worker (tooltips, toasts, batched renders): real time again, always.
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (window.location.hash) history.replaceState(null, '', window.location.pathname);
});

// findBy…/waitFor wait up to the suite's one limit (src/test/limits.ts): Testing Library's default
// of 1 s is overrun by a dialog's first render on a busy 2-core machine.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

// A query that fails prints the whole document into its error. Inside waitFor/findBy that error is
// made on every try and thrown away (a sixteenth of a screen test's time went to printing DOMs no one
// read): there the message alone, and the document once, when the wait gives up (waitFor's onTimeout
// asks again outside its tries). The tries are told by the flag @testing-library/dom sets around them.
const printingElementError = getConfig().getElementError;
const inWaitTry = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) =>
    inWaitTry() ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) : printingElementError(message, container),
});

// Tests read English texts; catalogs are compiled by the Lingui Vite plugin as in the app.
i18n.loadAndActivate({ locale: 'en', messages: { ...start, ...overview, ...screens, ...rules, ...bridges, ...extensions, ...diagnose } });

// jsdom lacks the layout observers Chakra's (zag) components measure with; they need only exist.
if (typeof window !== 'undefined' && !globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof window !== 'undefined') speedUpLabelLookup();

// jsdom has no media queries; the OS theme reads as light, as on a browser that says nothing.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// jsdom has no layout: CodeMirror measures text ranges, which need only answer with empty boxes.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
