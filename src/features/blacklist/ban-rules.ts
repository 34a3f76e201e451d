/** What a ban is made of and the checks on it before it goes to the broker. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmqxMgmtApiBannedBan, EmqxMgmtApiBannedBanAs } from '../../generated/model';
import { expiryError, expiryToApi, type Expiry } from '../../components/expiry/expiry';

/** Every kind the 5.8.1 contract takes, in the order the form offers them. */
export const BAN_KINDS = ['clientid', 'clientid_re', 'username', 'username_re', 'peerhost', 'peerhost_net'] as const satisfies readonly EmqxMgmtApiBannedBanAs[];
export type BanKind = (typeof BAN_KINDS)[number];

export const BAN_KIND_LABELS: Record<BanKind, MessageDescriptor> = {
  clientid: msg`Client ID`,
  clientid_re: msg`Client ID (regular expression)`,
  username: msg`Username`,
  username_re: msg`Username (regular expression)`,
  peerhost: msg`IP address`,
  peerhost_net: msg`IP address range (CIDR)`,
};

export const BAN_KIND_HELP: Record<BanKind, MessageDescriptor> = {
  clientid: msg`The exact client ID`,
  clientid_re: msg`A regular expression the client ID matches, such as ^test-`,
  username: msg`The exact username`,
  username_re: msg`A regular expression the username matches, such as ^tmp_`,
  peerhost: msg`An IPv4 or IPv6 address, such as 203.0.113.45`,
  peerhost_net: msg`A range in CIDR notation, such as 192.168.0.0/16`,
};

export interface BanDraft {
  as: BanKind;
  who: string;
  reason: string;
  until: Expiry;
}

export type BanErrors = Partial<Record<'who' | 'until', MessageDescriptor>>;

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:]+$/.test(text) || !text.includes(':')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half ? half.split(':') : []));
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

export const isIpAddress = (text: string): boolean => IPV4.test(text) || isIpv6(text);

export function isCidr(text: string): boolean {
  const parts = text.split('/');
  if (parts.length !== 2 || !/^\d{1,3}$/.test(parts[1] ?? '')) return false;
  const bits = Number(parts[1]);
  const address = parts[0] ?? '';
  return IPV4.test(address) ? bits <= 32 : isIpv6(address) && bits <= 128;
}

function isRegExp(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

function whoError(as: BanKind, who: string): MessageDescriptor | undefined {
  if (!who) return msg`Value is required`;
  if (as === 'peerhost' && !isIpAddress(who)) return msg`Enter an IPv4 or IPv6 address`;
  if (as === 'peerhost_net' && !isCidr(who)) return msg`Enter an address range in CIDR notation, such as 192.168.0.0/16`;
  if ((as === 'clientid_re' || as === 'username_re') && !isRegExp(who)) return msg`This is not a valid regular expression`;
  return undefined;
}

/** The spec's rules (docs/product-spec.md §5): value, kind and expiry required; the expiry not earlier than now. */
export function validateBan(draft: BanDraft, now: number): BanErrors {
  const errors: BanErrors = {};
  const who = whoError(draft.as, draft.who.trim());
  if (who) errors.who = who;
  const until = expiryError(draft.until, now);
  if (until) errors.until = until;
  return errors;
}

export function toBanBody(draft: BanDraft): EmqxMgmtApiBannedBan {
  const reason = draft.reason.trim();
  return { as: draft.as, who: draft.who.trim(), until: expiryToApi(draft.until), ...(reason ? { reason } : {}) };
}
