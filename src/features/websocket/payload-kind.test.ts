import { describe, expect, it } from 'vitest';
import { isBinaryPayload, payloadPreview } from './message-preview';
import { hexPairs } from './payload-kind';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hex pairs', () => {
  it('prints bytes as spaced hex pairs', () => {
    expect(hexPairs(utf8('Hello'))).toBe('48 65 6c 6c 6f');
  });
});

describe('row previews', () => {
  it('show a binary payload as hex in the text and JSON views, and as chosen otherwise', () => {
    const bytes = new Uint8Array([0x00, 0x01, 0xff, 0x48, 0x69]);
    expect(isBinaryPayload(bytes)).toBe(true);
    expect(payloadPreview(bytes, 'text')).toBe('00 01 ff 48 69');
    expect(payloadPreview(bytes, 'json')).toBe('00 01 ff 48 69');
    expect(payloadPreview(bytes, 'base64')).toBe('AAH/SGk=');
  });

  it('show text as text', () => {
    const bytes = utf8('{"a": 1}');
    expect(isBinaryPayload(bytes)).toBe(false);
    expect(payloadPreview(bytes, 'text')).toBe('{"a": 1}');
    expect(payloadPreview(bytes, 'json')).toBe('{ "a": 1 }');
  });
});
