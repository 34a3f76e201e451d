/**
 * One line of a payload for a list row, in the chosen view. Only rows on screen are previewed, and
 * each (message, view) pair is computed once: a list scrolled at 60 frames per second decodes
 * nothing twice.
 */
import { bytesToBase64, MAX_RENDERED_BYTES, prettyJson, type PayloadFormat } from '../../components/payload/payload';

/** Characters a row can show; decoding more would be wasted. */
const PREVIEW_BYTES = 512;

const cache = new WeakMap<Uint8Array, Partial<Record<PayloadFormat, string>>>();

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
      return Array.from(head, (b) => b.toString(16).padStart(2, '0')).join(' ');
  }
}

/** The preview, or undefined when the payload is not shown that way (too large, or not JSON). */
export function payloadPreview(bytes: Uint8Array, format: PayloadFormat): string | undefined {
  if (bytes.length > MAX_RENDERED_BYTES) return undefined;
  let entry = cache.get(bytes);
  if (!entry) cache.set(bytes, (entry = {}));
  if (!(format in entry)) entry[format] = compute(bytes, format);
  return entry[format];
}
