import { describe, expect, it } from 'vitest';
import { newApiKeyDraft, toCreateBody, toUpdateBody, validateApiKey, type ApiKeyDraft } from './api-key-rules';

const NOW = new Date(2026, 2, 10, 14, 30).getTime();
const draft = (over: Partial<ApiKeyDraft>): ApiKeyDraft => ({ name: 'ci', desc: '', enable: true, role: 'administrator', expiry: { never: true, at: '' }, ...over });
const errors = (...args: Parameters<typeof validateApiKey>) => Object.fromEntries(Object.entries(validateApiKey(...args)).map(([k, v]) => [k, v?.message]));

describe('validateApiKey', () => {
  it("requires a name that follows the spec's rule and is not taken", () => {
    expect(errors(draft({ name: ' ' }), [], NOW)).toEqual({ name: 'Name is required' });
    const rule = 'Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)';
    expect(errors(draft({ name: '1st' }), [], NOW).name).toBe(rule);
    expect(errors(draft({ name: 'my key' }), [], NOW).name).toBe(rule);
    expect(errors(draft({ name: 'k.ey' }), [], NOW).name).toBe(rule);
    expect(errors(draft({ name: `k${'x'.repeat(256)}` }), [], NOW).name).toBe('The name can be at most 256 characters long');
    expect(errors(draft({ name: 'ci' }), ['ci'], NOW).name).toBe('An API key with this name already exists');
    expect(errors(draft({ name: 'Ci_deploy-2' }), ['ci'], NOW)).toEqual({});
  });

  it('requires an expiry time unless it never expires, not earlier than now', () => {
    expect(errors(draft({ expiry: { never: false, at: '' } }), [], NOW)).toEqual({ expiry: 'Please select the expiry time' });
    expect(errors(draft({ expiry: { never: false, at: '2026-03-09T00:00' } }), [], NOW)).toEqual({ expiry: 'The selected time cannot be earlier than the current time' });
    expect(errors(draft({ expiry: { never: false, at: '2026-04-01T00:00' } }), [], NOW)).toEqual({});
  });

  it('lets an existing key keep its name and an expiry already past', () => {
    const past = { never: false, at: '2026-01-01T00:00' };
    expect(errors(draft({ name: 'taken', expiry: past }), ['taken'], NOW, past)).toEqual({});
    expect(errors(draft({ expiry: { never: false, at: '2026-02-01T00:00' } }), [], NOW, past)).toEqual({ expiry: 'The selected time cannot be earlier than the current time' });
  });
});

describe('newApiKeyDraft', () => {
  it('starts a new key as a viewer expiring 90 days later at the same local time', () => {
    expect(newApiKeyDraft(new Date(NOW))).toEqual({ name: '', desc: '', enable: true, role: 'viewer', expiry: { never: false, at: '2026-06-08T14:30' } });
    // Calendar days in the user's zone: over a year's end, and valid as soon as it is made.
    const late = new Date(2026, 10, 20, 23, 59, 40);
    expect(newApiKeyDraft(late).expiry).toEqual({ never: false, at: '2027-02-18T23:59' });
    expect(validateApiKey({ ...newApiKeyDraft(late), name: 'ci' }, [], late.getTime())).toEqual({});
  });

  it('sends the viewer role only where the edition has roles', () => {
    const draft = { ...newApiKeyDraft(new Date(NOW)), name: 'ci' };
    expect(toCreateBody(draft, true)).toMatchObject({ role: 'viewer', expired_at: new Date(2026, 5, 8, 14, 30).toISOString() });
    expect(toCreateBody(draft, false)).not.toHaveProperty('role');
  });
});

describe('bodies', () => {
  it('sends the expiry as RFC 3339 or infinity, and the role only where the edition has roles', () => {
    const at = '2026-04-01T08:00';
    expect(toCreateBody(draft({ name: ' ci ', desc: ' CI ', role: 'viewer', expiry: { never: false, at } }), true)).toEqual({
      name: 'ci',
      desc: 'CI',
      enable: true,
      role: 'viewer',
      expired_at: new Date(2026, 3, 1, 8, 0).toISOString(),
    });
    expect(toCreateBody(draft({}), false)).toEqual({ name: 'ci', desc: '', enable: true, expired_at: 'infinity' });
    expect(toUpdateBody(draft({ enable: false, role: 'publisher' }), true)).toEqual({ desc: '', enable: false, role: 'publisher', expired_at: 'infinity' });
  });
});
