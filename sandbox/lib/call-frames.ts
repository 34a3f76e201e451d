/**
 * msw records where each handler was defined by reading `new Error().stack`. Under source maps
 * (tsx, Vitest) that costs about a millisecond per handler, over 0.4 s for the generated ones;
 * without stack traces the frame is simply absent, which only affects msw's debug printing.
 */
export function withoutCallFrames<T>(create: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return create();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
