import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, formatPayload, guessPayloadFormat, isUtf8 } from './payload';

const utf8 = (text: string) => new TextEncoder().encode(text);

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
