/**
 * One line of a payload for a list row, in the chosen view. Only rows on screen are previewed, and
 * each (message, view) pair is computed once: a list scrolled at 60 frames per second decodes
 * nothing twice. A binary payload's text and JSON views are its hex, never garbled text.
 */
import { bytesToBase64, isTextPayload, MAX_RENDERED_BYTES, prettyJson, type PayloadFormat } from '../../components/payload/payload';
import { hexPairs } from './payload-kind';

/** Characters a row can show; decoding more would be wasted. */
const PREVIEW_BYTES = 512;

interface Entry {
  binary?: boolean;
  previews: Partial<Record<PayloadFormat, string>>;
}

const cache = new WeakMap<Uint8Array, Entry>();

function entryOf(bytes: Uint8Array): Entry {
  let entry = cache.get(bytes);
  if (!entry) cache.set(bytes, (entry = { previews: {} }));
  return entry;
}

/** Whether a payload that is shown (up to 1 MB) is binary; larger ones are never decoded, so never called binary. */
export function isBinaryPayload(bytes: Uint8Array): boolean {
  if (bytes.length > MAX_RENDERED_BYTES) return false;
  const entry = entryOf(bytes);
  entry.binary ??= !isTextPayload(bytes);
  return entry.binary;
}

function compute(bytes: Uint8Array, format: PayloadFormat): string | undefined {
  const head = bytes.subarray(0, PREVIEW_BYTES);
  switch (format) {
    case 'text':
      return new TextDecoder().decode(head);
    case 'json': {
      const pretty = prettyJson(bytes);
      // Pretty JSON folded onto one line: the row shows its start, the detail shows it whole.
      return pretty === undefined ? undefined : pretty.replace(/\n\s*/g, ' ');
    }
    case 'base64':
      return bytesToBase64(head);
    case 'hex':
      return hexPairs(head);
  }
}

/** The preview, or undefined when the payload is not shown that way (too large, or not JSON). */
export function payloadPreview(bytes: Uint8Array, format: PayloadFormat): string | undefined {
  if (bytes.length > MAX_RENDERED_BYTES) return undefined;
  const shown = (format === 'text' || format === 'json') && isBinaryPayload(bytes) ? 'hex' : format;
  const { previews } = entryOf(bytes);
  if (!(shown in previews)) previews[shown] = compute(bytes, shown);
  return previews[shown];
}
