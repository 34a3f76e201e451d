/**
 * A trace's log file on one node: bytes appended as lines are written, read back by byte offset as
 * `GET /trace/{name}/log?position&bytes` reads the broker's file.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface NodeLogFile {
  bytes: Uint8Array;
  size: number;
  /** When the last line was written, epoch ms; the file's creation before that. */
  mtime: number;
}

export const createLogFile = (createdAt: number): NodeLogFile => ({ bytes: new Uint8Array(0), size: 0, mtime: createdAt });

/** Appends `text` written at `at`; false (and nothing written) when it would pass `cap` bytes. */
export function appendLog(file: NodeLogFile, text: string, at: number, cap: number): boolean {
  const data = encoder.encode(text);
  if (file.size + data.length > cap) return false;
  if (file.size + data.length > file.bytes.length) {
    const grown = new Uint8Array(Math.max(file.bytes.length * 2, file.size + data.length, 4096));
    grown.set(file.bytes.subarray(0, file.size));
    file.bytes = grown;
  }
  file.bytes.set(data, file.size);
  file.size += data.length;
  file.mtime = at;
  return true;
}

export interface LogChunk {
  text: string;
  /** Where the next read starts: after the bytes returned, or the file's size at its end. */
  position: number;
}

/**
 * At most `bytes` bytes from `position`. The cut never splits a UTF-8 character (the answer is
 * JSON text), so a chunk may be a few bytes short; `position` says where the next one starts.
 */
export function readLog(file: NodeLogFile, position: number, bytes: number): LogChunk {
  if (position >= file.size) return { text: '', position: file.size };
  const from = Math.max(0, position);
  let to = Math.min(file.size, from + bytes);
  // Back off continuation bytes (10xxxxxx) so the chunk ends on a character boundary.
  while (to < file.size && to > from && (file.bytes[to]! & 0xc0) === 0x80) to--;
  // Fewer bytes asked than one character has: the whole character, or the reader would never move on.
  if (to === from && bytes > 0) {
    to = from + 1;
    while (to < file.size && (file.bytes[to]! & 0xc0) === 0x80) to++;
  }
  return { text: decoder.decode(file.bytes.subarray(from, to)), position: to };
}

export const logContent = (file: NodeLogFile): Uint8Array => file.bytes.slice(0, file.size);
