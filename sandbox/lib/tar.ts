/**
 * A small reader and writer of tar archives (POSIX ustar, with the pax and GNU long-name records
 * that `tar` and `erl_tar` write for long paths): enough to read the `release.json` out of a plugin
 * package the way the broker unpacks it, and for tests to build such packages. No dependency.
 */

const BLOCK = 512;

export interface TarEntry {
  /** The path inside the archive, without a leading `./`. */
  name: string;
  type: 'file' | 'directory' | 'other';
  data: Uint8Array;
}

/** The bytes are not a tar archive, or one cut short. */
export class TarError extends Error {}

const decoder = new TextDecoder();

function text(bytes: Uint8Array, from: number, length: number): string {
  const field = bytes.subarray(from, from + length);
  const end = field.indexOf(0);
  return decoder.decode(end < 0 ? field : field.subarray(0, end));
}

function octal(bytes: Uint8Array, from: number, length: number): number {
  const value = text(bytes, from, length).trim();
  if (value === '') return 0;
  if (!/^[0-7]+$/.test(value)) throw new TarError(`Bad number in a tar header: ${JSON.stringify(value)}`);
  return parseInt(value, 8);
}

/** The header's checksum: the sum of its bytes with the checksum field read as spaces. */
function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** `path` from pax extended header records (`"<length> path=<value>\n"`). */
function paxPath(data: Uint8Array): string | undefined {
  let path: string | undefined;
  for (const record of decoder.decode(data).split('\n')) {
    const m = /^\d+ path=(.*)$/.exec(record);
    if (m) path = m[1];
  }
  return path;
}

const clean = (name: string) => name.replace(/^(\.\/)+/, '');

/** Every entry of the archive, in order. Throws TarError when the bytes are not a tar archive. */
export function readTar(bytes: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= bytes.length) {
    const header = bytes.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive; one is enough to stop reading.
    if (header.every((b) => b === 0)) return entries;
    if (octal(header, 148, 8) !== checksum(header)) throw new TarError('Bad tar header checksum');
    const size = octal(header, 124, 12);
    const flag = String.fromCharCode(header[156]!);
    const start = offset + BLOCK;
    if (start + size > bytes.length) throw new TarError('The tar archive is cut short');
    const data = bytes.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (flag === 'L') {
      longName = text(data, 0, data.length);
      continue;
    }
    if (flag === 'g') continue;
    const prefix = text(header, 257, 6).startsWith('ustar') ? text(header, 345, 155) : '';
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    const type = flag === '0' || flag === '\0' || flag === '7' ? 'file' : flag === '5' ? 'directory' : 'other';
    entries.push({ name: clean(name), type, data });
  }
  if (entries.length === 0) throw new TarError('Not a tar archive');
  return entries;
}

const encoder = new TextEncoder();

function put(header: Uint8Array, from: number, length: number, value: string): void {
  const bytes = encoder.encode(value);
  if (bytes.length > length) throw new TarError(`Too long for a tar header field: ${value}`);
  header.set(bytes, from);
}

const octalField = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** An archive of `files` (a name ending in `/` is a directory), as `tar` writes it: ustar headers. */
export function writeTar(files: readonly { name: string; content?: string | Uint8Array }[], mtime = 0): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const file of files) {
    const directory = file.name.endsWith('/');
    const data = typeof file.content === 'string' ? encoder.encode(file.content) : (file.content ?? new Uint8Array());
    const header = new Uint8Array(BLOCK);
    put(header, 0, 100, file.name);
    put(header, 100, 8, octalField(directory ? 0o755 : 0o644, 8));
    put(header, 108, 8, octalField(0, 8));
    put(header, 116, 8, octalField(0, 8));
    put(header, 124, 12, octalField(directory ? 0 : data.length, 12));
    put(header, 136, 12, octalField(Math.floor(mtime / 1000), 12));
    header[156] = (directory ? '5' : '0').charCodeAt(0);
    put(header, 257, 6, 'ustar\0');
    put(header, 263, 2, '00');
    put(header, 148, 8, `${checksum(header).toString(8).padStart(6, '0')}\0 `);
    blocks.push(header);
    if (!directory && data.length > 0) {
      const padded = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK);
      padded.set(data);
      blocks.push(padded);
    }
  }
  blocks.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}
