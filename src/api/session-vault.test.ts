import { describe, expect, it } from 'vitest';
import { createSessionVault, type KeyStore, type TextStore } from './session-vault';

function memoryStores() {
  let key: CryptoKey | undefined;
  let text: string | null = null;
  const keys: KeyStore = { get: async () => key, put: async (k) => void (key = k) };
  const texts: TextStore = { get: () => text, set: (v) => void (text = v), remove: () => void (text = null) };
  return { keys, texts, stored: () => text, key: () => key };
}

const session = { token: 'eyJhbGciOiJIUzI1NiJ9.secret', username: 'admin', edition: 'enterprise' as const, version: '5.8.1' };

describe('session vault', () => {
  it('stores only ciphertext, under a key that cannot be exported, and reads it back', async () => {
    const stores = memoryStores();
    const vault = createSessionVault(stores.keys, stores.texts);
    await vault.save(session);
    expect(stores.stored()).not.toContain('secret');
    expect(stores.stored()).not.toContain('admin');
    expect(stores.key()?.extractable).toBe(false);
    await expect(vault.load()).resolves.toEqual(session);
  });

  it('forgets the session on logout', async () => {
    const stores = memoryStores();
    const vault = createSessionVault(stores.keys, stores.texts);
    await vault.save(session);
    await vault.save(null);
    expect(stores.stored()).toBeNull();
    await expect(vault.load()).resolves.toBeNull();
  });

  it('drops what another key or tampering produced instead of failing', async () => {
    const stores = memoryStores();
    await createSessionVault(stores.keys, stores.texts).save(session);
    const otherKey = memoryStores();
    const tampered = createSessionVault(otherKey.keys, stores.texts);
    await expect(tampered.load()).resolves.toBeNull();
    expect(stores.stored()).toBeNull();
  });
});
