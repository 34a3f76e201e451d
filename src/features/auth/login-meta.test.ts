import { describe, expect, it, vi } from 'vitest';
import { takeLoginMeta } from './login-meta';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

function at(search: string) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  return { location: { search, pathname: '/console/', hash: '' }, history };
}

describe('takeLoginMeta', () => {
  const meta = { username: '陈伟', role: 'viewer', token: 'a.b.c', version: '5.8.1', license: { edition: 'ee' }, backend: 'oidc' };

  it('decodes the broker’s base64 (not URL-encoded, with + and /) and takes it out of the address', () => {
    const encoded = encode(meta);
    const { location, history } = at(`?login_meta=${encoded}&lang=zh`);
    expect(takeLoginMeta(location, history)).toEqual(meta);
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/console/?lang=zh');
  });

  it('reads an encoded one too, and takes out one it cannot read', () => {
    const { location, history } = at(`?login_meta=${encodeURIComponent(encode(meta))}`);
    expect(takeLoginMeta(location, history)?.username).toBe('陈伟');
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/console/');

    const bad = at('?login_meta=%%%not-base64');
    expect(takeLoginMeta(bad.location, bad.history)).toBeUndefined();
    expect(bad.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/console/');
  });

  it('leaves an address without one alone', () => {
    const { location, history } = at('?lang=zh');
    expect(takeLoginMeta(location, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
