/**
 * The `/clients_v2` cursor: opaque to the console, as the broker's base62 term is. It holds the node
 * whose table the scan is in and where in it to resume.
 */
import type { ScanPosition } from './client-store';

const VERSION = 1;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeCursor(nodeIndex: number, position: ScanPosition): string {
  return toBase64Url(JSON.stringify([VERSION, nodeIndex, position.held, position.generated]));
}

/** The place a cursor names, or undefined for anything the sandbox did not hand out ("bad cursor"). */
export function decodeCursor(raw: string, nodes: number): { nodeIndex: number; position: ScanPosition } | undefined {
  try {
    const value: unknown = JSON.parse(fromBase64Url(raw));
    if (!Array.isArray(value) || value.length !== 4 || value[0] !== VERSION) return undefined;
    const [, nodeIndex, held, generated] = value as unknown[];
    const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
    if (!whole(nodeIndex) || !whole(held) || !whole(generated) || nodeIndex >= nodes) return undefined;
    return { nodeIndex, position: { held, generated } };
  } catch {
    return undefined;
  }
}
