/**
 * How long the tests wait, in one place. A wait is for a condition and ends as soon as it holds:
 * a generous limit costs a passing test nothing, and a tight one fails on a busy machine, not on a
 * bug. Each limit is about four times what the slowest case takes on CI's 2 cores (a first render
 * of a heavy form, a worker's first import of the app, a page's first load in Chromium), so the
 * suite passes on a machine four times slower. Tests use these and never a number of their own.
 */

/** Testing Library's `waitFor`/`findBy…` and `vi.waitFor` (set in src/test/setup.ts). */
export const WAIT_LIMIT_MS = 20_000;

/** One unit test, its hooks included (vite.config.ts). */
export const UNIT_TEST_LIMIT_MS = 90_000;

/** Playwright's `expect(…)` retries (playwright.config.ts). */
export const E2E_EXPECT_LIMIT_MS = 20_000;

/** One end-to-end test, its fixtures included (playwright.config.ts); a route sweep sets its own multiple. */
export const E2E_TEST_LIMIT_MS = 90_000;

/**
 * Inside a `toPass` loop that repeats an action a busy machine may lose (a click on a menu still
 * opening), how long one try waits for its outcome before the next: a menu's or dialog's first load on
 * a machine four times slower. A try first looks whether the last one's outcome has come meanwhile.
 */
export const E2E_RETRY_AFTER_MS = 5_000;
