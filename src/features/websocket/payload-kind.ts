/* Whether a payload is text is decided once for every screen: isTextPayload in components/payload. */

/** Bytes as spaced hex pairs ("48 65 6c 6c 6f"), the way a one-line preview shows them. */
export function hexPairs(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}
