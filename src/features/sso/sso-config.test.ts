import { expect, it } from 'vitest';
import { editableConfig } from './sso-config';

it("gives the form the broker's checked durations back as the duration strings its PUT takes", () => {
  const ldap = editableConfig({ backend: 'ldap', query_timeout: 5000, request_timeout: 10000, ssl: { enable: false, hibernate_after: 5000 }, pool_size: 8 });
  expect(ldap).toMatchObject({ query_timeout: '5000ms', request_timeout: '10000ms', ssl: { hibernate_after: '5000ms' }, pool_size: 8 });
  expect(editableConfig({ backend: 'oidc', session_expiry: 30 })).toMatchObject({ session_expiry: '30s' });
  // A broker that already sends strings keeps them.
  expect(editableConfig({ backend: 'oidc', session_expiry: '30s' })).toMatchObject({ session_expiry: '30s' });
});
