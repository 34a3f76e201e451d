/**
 * Keeps the session across reloads without leaving the token readable at rest: the session is
 * encrypted with AES-GCM under a non-extractable key that lives in IndexedDB, and only the
 * ciphertext goes to localStorage. Script on the page can still use the key, but a copied
 * profile or a dump of localStorage does not reveal the token.
 */
import { getSession, subscribeSession, type Session } from './session';

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

export interface TextStore {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

export const SESSION_STORAGE_KEY = 'emqx-console.session';
/** Where the key lives (exported for the end-to-end tests, which log in without the form). */
export const SESSION_KEY_DB = { name: 'emqx-console', store: 'keys', key: 'session' } as const;
const { name: DB_NAME, store: STORE_NAME, key: KEY_NAME } = SESSION_KEY_DB;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function indexedDbKeyStore(): KeyStore {
  const open = () => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME);
    return request(req);
  };
  return {
    async get() {
      const db = await open();
      try {
        return (await request(db.transaction(STORE_NAME).objectStore(STORE_NAME).get(KEY_NAME))) as CryptoKey | undefined;
      } finally {
        db.close();
      }
    },
    async put(key) {
      const db = await open();
      try {
        await request(db.transaction(STORE_NAME, 'readwrite').objectStore(STORE_NAME).put(key, KEY_NAME));
      } finally {
        db.close();
      }
    },
  };
}

export function localTextStore(): TextStore {
  return {
    get: () => localStorage.getItem(SESSION_STORAGE_KEY),
    set: (value) => localStorage.setItem(SESSION_STORAGE_KEY, value),
    remove: () => localStorage.removeItem(SESSION_STORAGE_KEY),
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.username === 'string' &&
    (v.edition === 'enterprise' || v.edition === 'community') &&
    (v.role === undefined || v.role === 'administrator' || v.role === 'viewer')
  );
}

export function createSessionVault(keys: KeyStore, texts: TextStore) {
  async function key(): Promise<CryptoKey> {
    const existing = await keys.get();
    if (existing) return existing;
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(created);
    return created;
  }

  return {
    async save(session: Session | null): Promise<void> {
      if (!session) {
        texts.remove();
        return;
      }
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(session));
      const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), plain));
      texts.set(`${toBase64(iv)}.${toBase64(cipher)}`);
    },

    /** The stored session, or null when there is none or it cannot be read (another key, tampering). */
    async load(): Promise<Session | null> {
      const stored = texts.get();
      if (!stored) return null;
      try {
        const [iv, cipher] = stored.split('.').map(fromBase64);
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv! }, await key(), cipher!);
        const session: unknown = JSON.parse(new TextDecoder().decode(plain));
        return isSession(session) ? session : null;
      } catch {
        texts.remove();
        return null;
      }
    },
  };
}

/** Restores the saved session, then saves every change. Falls back to memory only where the browser lacks IndexedDB. */
export async function restoreAndPersistSession(setSession: (session: Session | null) => void): Promise<void> {
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return;
  const vault = createSessionVault(indexedDbKeyStore(), localTextStore());
  const restored = await vault.load().catch(() => null);
  if (restored && !getSession()) setSession(restored);
  let saving = Promise.resolve();
  subscribeSession((session) => {
    // Keep writes in order: a logout right after a login must end with nothing stored.
    saving = saving.then(() => vault.save(session)).catch(() => undefined);
  });
}
