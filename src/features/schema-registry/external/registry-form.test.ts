import { describe, expect, it } from 'vitest';
import { draftOf, NEW_REGISTRY, toCreateBody, toUpdateBody, validateRegistry, type RegistryDraft, type StoredRegistry } from './registry-form';

const draft = (over: Partial<RegistryDraft>): RegistryDraft => ({ ...NEW_REGISTRY, name: 'confluent_dev', url: 'http://sr.local:8081', ...over });
const errors = (...args: Parameters<typeof validateRegistry>) => Object.fromEntries(Object.entries(validateRegistry(...args)).map(([k, v]) => [k, v?.message]));
const basicStored: StoredRegistry = { type: 'confluent', url: 'https://sr.plant:8081', auth: { mechanism: 'basic', username: 'emqx', password: '******' } };

describe('validateRegistry', () => {
  it('requires a name that follows the rule, is at most 255 characters and is not taken', () => {
    expect(errors(draft({ name: '' }))).toEqual({ name: 'Name is required' });
    const rule = 'Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)';
    for (const name of ['1st', '_reg', 'my reg', 'reg.prod', ' reg']) expect(errors(draft({ name })).name).toBe(rule);
    expect(errors(draft({ name: `r${'x'.repeat(254)}` }))).toEqual({});
    expect(errors(draft({ name: `r${'x'.repeat(255)}` })).name).toBe('The name can be at most 255 characters long');
    expect(errors(draft({ name: 'confluent_prod' }), { taken: ['confluent_prod'] }).name).toBe('An external registry with this name already exists');
    expect(errors(draft({ name: 'Confluent-prod_2' }), { taken: ['confluent_prod'] })).toEqual({});
  });

  it('requires an http or https URL with a host', () => {
    const wrong = 'Enter a URL that starts with http:// or https://';
    expect(errors(draft({ url: '  ' }))).toEqual({ url: 'URL is required' });
    for (const url of ['sr.local:8081', 'ftp://sr.local', 'http:sr.local', 'https://', 'http:///path', 'localhost']) expect(errors(draft({ url })).url).toBe(wrong);
    for (const url of ['http://sr.local:8081', 'HTTPS://10.0.0.5/registry', ' https://sr.local ']) expect(errors(draft({ url }))).toEqual({});
  });

  it('requires a username and password for basic authentication, the password again on every edit', () => {
    expect(errors(draft({ auth: 'basic' }))).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(errors(draft({ auth: 'basic', username: 'u', password: 'p' }))).toEqual({});
    // Editing: the name is not checked; 5.8.1 would store a masked password sent back as the password.
    expect(errors(draft({ name: '', auth: 'basic', username: 'emqx' }), { stored: basicStored })).toEqual({ password: 'Password is required' });
    expect(errors(draft({ name: '', auth: 'basic', username: 'emqx', password: 'again' }), { stored: basicStored })).toEqual({});
  });
});

describe('bodies', () => {
  it('creates with the name, the trimmed URL and the authentication chosen', () => {
    expect(toCreateBody(draft({ url: ' http://sr.local:8081 ' }))).toEqual({ name: 'confluent_dev', type: 'confluent', url: 'http://sr.local:8081', auth: 'none' });
    expect(toCreateBody(draft({ auth: 'basic', username: ' ops ', password: ' s3cret ' }))).toEqual({
      name: 'confluent_dev',
      type: 'confluent',
      url: 'http://sr.local:8081',
      auth: { mechanism: 'basic', username: 'ops', password: ' s3cret ' },
    });
  });

  it('starts an edit without the password, never the masked one, and sends the one typed again', () => {
    const start = draftOf('confluent_prod', basicStored);
    expect(start).toEqual({ name: 'confluent_prod', url: 'https://sr.plant:8081', auth: 'basic', username: 'emqx', password: '' });
    expect(toUpdateBody({ ...start, password: 'n3w' }).auth).toEqual({ mechanism: 'basic', username: 'emqx', password: 'n3w' });
    expect(toUpdateBody({ ...start, auth: 'none' })).toEqual({ type: 'confluent', url: 'https://sr.plant:8081', auth: 'none' });
  });

  it('reads a registry without auth as none', () => {
    expect(draftOf('r', { url: 'http://sr:8081' })).toMatchObject({ auth: 'none', username: '', password: '' });
  });
});
