/**
 * MQTT payloads are bytes. These turn them into the views operators ask for (text, pretty JSON,
 * Base64, Hex); every view is plain text, so a payload can never inject markup.
 */
export type PayloadFormat = 'text' | 'json' | 'base64' | 'hex';

export const PAYLOAD_FORMATS: readonly PayloadFormat[] = ['text', 'json', 'base64', 'hex'];

/** Larger payloads are not rendered (a browser tab would stall) but can be downloaded. */
export const MAX_RENDERED_BYTES = 1024 * 1024;

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictDecoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Control characters (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * Whether a payload reads as text: valid UTF-8 with no control characters but tab, newline and CR.
 * MQTT payloads are bytes (sensor frames, protobuf, images); shown as text, anything else comes out
 * garbled or invisible, so every screen that shows payloads shows the rest as binary (hex).
 */
export function isTextPayload(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = strictDecoder.decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

/** Offset, 16 bytes in hex, and their printable ASCII: the layout of `hexdump -C`. */
export function bytesToHex(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const row = bytes.subarray(offset, offset + 16);
    const hex = Array.from(row, (b) => b.toString(16).padStart(2, '0')).join(' ');
    const ascii = Array.from(row, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  |${ascii}|`);
  }
  return lines.join('\n');
}

/** Pretty JSON, or undefined when the payload is not JSON. */
export function prettyJson(bytes: Uint8Array): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return undefined;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

/** The payload in one view; undefined when it cannot be shown that way (JSON that is not JSON). */
export function formatPayload(bytes: Uint8Array, format: PayloadFormat): string | undefined {
  switch (format) {
    case 'text':
      return new TextDecoder().decode(bytes);
    case 'json':
      return prettyJson(bytes);
    case 'base64':
      return bytesToBase64(bytes);
    case 'hex':
      return bytesToHex(bytes);
  }
}

/** The view a payload opens in: Hex when it is binary, JSON when it parses, text otherwise. */
export function guessPayloadFormat(bytes: Uint8Array): PayloadFormat {
  if (!isTextPayload(bytes)) return 'hex';
  return prettyJson(bytes) !== undefined ? 'json' : 'text';
}

/** A file name from a topic: slashes and characters file systems refuse become '_'. */
export const payloadFileName = (topic: string) => `${topic.replace(/[\\/:*?"<>|#+\s]+/g, '_').replace(/^_+|_+$/g, '') || 'payload'}.bin`;
