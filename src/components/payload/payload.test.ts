import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, formatPayload, guessPayloadFormat, isTextPayload, isUtf8 } from './payload';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text or binary', () => {
  it('is text when it is UTF-8 with no control characters but tab, newline and CR', () => {
    expect(isTextPayload(utf8('{"t": 23.4}'))).toBe(true);
    expect(isTextPayload(utf8('温度 23.4°C\r\n\tok'))).toBe(true);
    expect(isTextPayload(new Uint8Array())).toBe(true);
  });

  it('is binary when it is not UTF-8', () => {
    expect(isTextPayload(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    // A multi-byte character cut short.
    expect(isTextPayload(new Uint8Array([0xe6, 0xb8]))).toBe(false);
  });

  it('is binary when valid UTF-8 holds other control characters (C0, DEL, C1)', () => {
    expect(isTextPayload(utf8('a\u0000b'))).toBe(false);
    expect(isTextPayload(utf8('bell\u0007'))).toBe(false);
    expect(isTextPayload(utf8('esc\u001b[0m'))).toBe(false);
    expect(isTextPayload(utf8('del\u007f'))).toBe(false);
    expect(isTextPayload(utf8('c1\u0085'))).toBe(false);
  });

  it('opens a binary payload as Hex, even one that parses as JSON', () => {
    expect(guessPayloadFormat(new Uint8Array([0x00, 0x01, 0xff]))).toBe('hex');
    expect(guessPayloadFormat(utf8('bell\u0007'))).toBe('hex');
    // JSON.parse accepts DEL inside a string; the payload is still not clean text.
    expect(guessPayloadFormat(utf8('{"a":"\u007f"}'))).toBe('hex');
  });
});

describe('payload views', () => {
  it('round-trips Base64, including bytes that are not UTF-8 and payloads past the argument limit', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 7) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(utf8('温度'))).toBe('5rip5bqm');
  });

  it('prints Hex as offset, bytes and printable ASCII', () => {
    const hex = bytesToHex(new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...utf8('0123456789abcdefXY')]));
    expect(hex.split('\n')).toEqual([
      '00000000  89 50 4e 47 30 31 32 33 34 35 36 37 38 39 61 62  |.PNG0123456789ab|',
      `00000010  63 64 65 66 58 59${' '.repeat(30)}  |cdefXY|`,
    ]);
  });

  it('pretty-prints JSON and refuses what is not JSON', () => {
    expect(formatPayload(utf8('{"a":[1,2]}'), 'json')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatPayload(utf8('ON'), 'json')).toBeUndefined();
    expect(formatPayload(new Uint8Array([0xff, 0xfe]), 'json')).toBeUndefined();
  });

  it('keeps markup as text and opens each payload in the view that suits it', () => {
    const xss = '<img src=x onerror=alert(1)>';
    expect(formatPayload(utf8(xss), 'text')).toBe(xss);
    expect(guessPayloadFormat(utf8('{"on":true}'))).toBe('json');
    expect(guessPayloadFormat(utf8(xss))).toBe('text');
    expect(guessPayloadFormat(new Uint8Array([0x89, 0x50, 0xff]))).toBe('hex');
    expect(isUtf8(utf8('23.4°C'))).toBe(true);
  });
});
