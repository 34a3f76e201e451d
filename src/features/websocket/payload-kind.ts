/**
 * Whether a payload reads as text. MQTT payloads are bytes: sensor frames, protobuf, images. Shown
 * as text they come out garbled or invisible, so anything that is not clean UTF-8 is shown as hex.
 */

/** Control characters (Unicode Cc) other than tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** True when the payload is valid UTF-8 with no control characters but tab, newline and CR. */
export function isTextPayload(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = strictDecoder.decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

/** Bytes as spaced hex pairs ("48 65 6c 6c 6f"), the way a one-line preview shows them. */
export function hexPairs(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}
