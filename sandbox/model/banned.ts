/** The blacklist as the broker keeps it: one entry per (as, who), each until a time or forever. */

export const BAN_KINDS = ['clientid', 'username', 'peerhost', 'clientid_re', 'username_re', 'peerhost_net'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

export const isBanKind = (value: unknown): value is BanKind => typeof value === 'string' && (BAN_KINDS as readonly string[]).includes(value);

export interface BanRecord {
  as: BanKind;
  who: string;
  by: string;
  reason: string;
  /** Epoch ms. */
  at: number;
  /** Epoch ms, or forever. */
  until: number | 'infinity';
}

export const banKey = (as: string, who: string): string => `${as}\u0000${who}`;

/** A ban whose end has come no longer holds: the broker's expiry sweep removes it. */
export const isActive = (ban: BanRecord, now: number): boolean => ban.until === 'infinity' || ban.until > now;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || !text.includes(':')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h ? h.split(':') : []));
  return groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g)) && (halves.length === 2 ? groups.length < 8 : groups.length === 8);
}

export const isIp = (text: string): boolean => IPV4.test(text) || isIpv6(text);

export function isCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length || address === undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  if (IPV4.test(address)) return Number(bits) <= 32;
  return isIpv6(address) && Number(bits) <= 128;
}

/** The broker's reason for refusing `who` as the kind of ban, or undefined when it takes it. */
export function whoProblem(as: BanKind, who: string): string | undefined {
  if (!who) return 'who is required';
  if (as === 'peerhost' && !isIp(who)) return `Invalid peerhost: ${who}`;
  if (as === 'peerhost_net' && !isCidr(who)) return `Invalid CIDR: ${who}`;
  if (as === 'clientid_re' || as === 'username_re') {
    try {
      new RegExp(who);
    } catch {
      return `Invalid regex: ${who}`;
    }
  }
  return undefined;
}
