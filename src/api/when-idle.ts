/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`): for work a screen's first
 * paint should not wait behind, such as probes and catalogs the next screens need. Without
 * requestIdleCallback (tests, older browsers) it resolves at once.
 */
export function whenIdle(timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : resolve()));
}
