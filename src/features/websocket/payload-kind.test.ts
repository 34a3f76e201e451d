import { describe, expect, it } from 'vitest';
import { isBinaryPayload, payloadPreview } from './message-preview';
import { hexPairs, isTextPayload } from './payload-kind';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text or binary', () => {
  it('is text when it is UTF-8 with no control characters but tab, newline and CR', () => {
    expect(isTextPayload(utf8('{"t": 23.4}'))).toBe(true);
    expect(isTextPayload(utf8('温度 23.4°C\r\n\tok'))).toBe(true);
    expect(isTextPayload(new Uint8Array())).toBe(true);
  });

  it('is binary when it is not UTF-8 or holds other control characters', () => {
    expect(isTextPayload(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isTextPayload(new Uint8Array([0xe6, 0xb8]))).toBe(false);
    expect(isTextPayload(utf8('a\u0000b'))).toBe(false);
    expect(isTextPayload(utf8('bell\u0007'))).toBe(false);
    expect(isTextPayload(utf8('del\u007f'))).toBe(false);
    expect(isTextPayload(utf8('c1\u0085'))).toBe(false);
  });

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
