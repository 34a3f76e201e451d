import { describe, expect, it } from 'vitest';
import { isCidr, isIpAddress, toBanBody, validateBan, type BanDraft } from './ban-rules';

const NOW = new Date(2026, 2, 10, 14, 30).getTime();
const draft = (over: Partial<BanDraft>): BanDraft => ({ as: 'clientid', who: 'c1', reason: '', until: { never: true, at: '' }, ...over });
const errors = (d: BanDraft) => Object.fromEntries(Object.entries(validateBan(d, NOW)).map(([k, v]) => [k, v?.message]));

describe('validateBan', () => {
  it('requires the value and the expiry, and refuses an expiry earlier than now', () => {
    expect(errors(draft({ who: '  ', until: { never: false, at: '' } }))).toEqual({ who: 'Value is required', until: 'Please select the expiry time' });
    expect(errors(draft({ until: { never: false, at: '2026-03-10T14:29' } }))).toEqual({ until: 'The selected time cannot be earlier than the current time' });
    expect(errors(draft({ until: { never: false, at: '2026-03-11T09:00' } }))).toEqual({});
    expect(errors(draft({}))).toEqual({});
  });

  it('checks the value for its kind', () => {
    expect(errors(draft({ as: 'peerhost', who: '10.0.0.256' })).who).toBe('Enter an IPv4 or IPv6 address');
    expect(errors(draft({ as: 'peerhost', who: '2001:db8::1' }))).toEqual({});
    expect(errors(draft({ as: 'peerhost_net', who: '10.0.0.0' })).who).toBe('Enter an address range in CIDR notation, such as 192.168.0.0/16');
    expect(errors(draft({ as: 'peerhost_net', who: '10.0.0.0/8' }))).toEqual({});
    expect(errors(draft({ as: 'clientid_re', who: '^test-(' })).who).toBe('This is not a valid regular expression');
    expect(errors(draft({ as: 'username_re', who: '^tmp_' }))).toEqual({});
    // Any text is a client ID or a username.
    expect(errors(draft({ as: 'username', who: 'a(b' }))).toEqual({});
  });
});

describe('addresses', () => {
  it('knows IPv4 and IPv6 addresses and CIDR ranges', () => {
    expect(['0.0.0.0', '203.0.113.45', '::1', 'fe80::1', '2001:db8:0:0:0:0:0:1'].every(isIpAddress)).toBe(true);
    expect(['256.1.1.1', '1.2.3', 'host', '1::2::3', '2001:db8:0:0:0:0:0:0:1'].some(isIpAddress)).toBe(false);
    expect(['10.0.0.0/8', '192.168.0.0/16', '2001:db8::/32'].every(isCidr)).toBe(true);
    expect(['10.0.0.0/33', '10.0.0.0', '10.0.0.0/8/1', '2001:db8::/129'].some(isCidr)).toBe(false);
  });
});

describe('toBanBody', () => {
  it('trims, leaves out an empty reason and sends the expiry as RFC 3339 or infinity', () => {
    expect(toBanBody(draft({ who: ' c1 ' }))).toEqual({ as: 'clientid', who: 'c1', until: 'infinity' });
    const body = toBanBody(draft({ reason: ' spam ', until: { never: false, at: '2026-03-11T09:00' } }));
    expect(body).toEqual({ as: 'clientid', who: 'c1', reason: 'spam', until: new Date(2026, 2, 11, 9, 0).toISOString() });
  });
});
