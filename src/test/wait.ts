import { vi } from 'vitest';
import { WAIT_LIMIT_MS } from './limits';

/**
 * `vi.waitFor` with the suite's one limit (its own default is 1 s, which a busy machine overruns):
 * for tests outside Testing Library (node tests, stores, workers). Retries until `check` stops throwing.
 */
export const until = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: WAIT_LIMIT_MS });
