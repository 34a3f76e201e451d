/**
 * Answers read tolerantly (tolerant-answer.ts) hold proxies that say a departed field when a screen
 * reads it. The query cache keeps such an answer as it is: its structural sharing would copy every
 * field, reading them all, and a field no screen reads would be said. Kept apart from the reader so
 * the start-up bundle carries only this. Copy such an answer as JSON: structuredClone refuses proxies.
 */
const tolerated = new WeakSet<object>();

export function markTolerated(answer: object): void {
  tolerated.add(answer);
}

// WeakSet.has answers false for a value that is not an object.
export const hasToleratedFields = (...data: unknown[]): boolean => data.some((d) => tolerated.has(d as object));
