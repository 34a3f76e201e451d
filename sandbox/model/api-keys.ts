/** API keys as the broker keeps them: the secret is stored, but only the answer to their creation shows it. */

/** EMQX Enterprise 5.8's roles for API keys (publisher may only publish). */
export const API_KEY_ROLES = ['administrator', 'viewer', 'publisher'] as const;

/** The broker's rule for names (its `api_key.name` parameter). */
export const API_KEY_NAME = /^[A-Za-z]+[A-Za-z0-9-_]*$/;
export const API_KEY_NAME_MAX = 256;

export interface ApiKeyRecord {
  name: string;
  apiKey: string;
  apiSecret: string;
  desc: string;
  enable: boolean;
  role: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms, or never. */
  expiredAt: number | 'infinity';
}

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** A key like the broker's (16 hex digits) and a long secret from letters and digits. */
export function newCredentials(): { apiKey: string; apiSecret: string } {
  const secret = btoa(String.fromCharCode(...randomBytes(36))).replace(/[^A-Za-z0-9]/g, '');
  return { apiKey: hex(randomBytes(8)), apiSecret: secret };
}

export const isExpired = (key: ApiKeyRecord, now: number): boolean => key.expiredAt !== 'infinity' && key.expiredAt <= now;
