/** The blacklist as the broker keeps it: one entry per (as, who), each until a time or forever. */

export const BAN_KINDS = ['clientid', 'username', 'peerhost', 'clientid_re', 'username_re', 'peerhost_net'] as const;
export type BanKind = (typeof BAN_KINDS)[number];

export const isBanKind = (value: unknown): value is BanKind => typeof value === 'string' && (BAN_KINDS as readonly string[]).includes(value);

export interface BanRecord {
  as: BanKind;
  /** As the broker formats it back (emqx_banned:format_who): an address in inet:ntoa form, a network adjusted to its mask. */
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

/** The eight 16-bit groups of an IPv6 address, or undefined when it is none. */
function ipv6Groups(text: string): number[] | undefined {
  if (!/^[0-9A-Fa-f:]+$/.test(text) || !text.includes(':')) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parts = halves.map((h) => (h ? h.split(':') : []));
  if (!parts.flat().every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return undefined;
  const [head = [], tail = []] = parts;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
}

/** inet:ntoa's form of IPv6 groups: lower-case hex, the longest run of two or more zero groups as `::`. */
function ipv6Text(groups: number[]): string {
  let best = { at: -1, len: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) { i++; continue; }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.len < 2) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`;
}

/** An address as inet:parse_address reads it and inet:ntoa writes it back, or undefined when it is none. */
export function normalizeIp(text: string): string | undefined {
  if (IPV4.test(text)) return text.split('.').map(Number).join('.');
  const groups = ipv6Groups(text);
  return groups && ipv6Text(groups);
}

export const isIp = (text: string): boolean => normalizeIp(text) !== undefined;

/**
 * A network as emqx_banned:parse_who reads it (esockd_cidr:parse with adjustment): the address is
 * moved to the start of its network, so `192.168.1.5/24` is kept and answered as `192.168.1.0/24`.
 */
export function normalizeCidr(text: string): string | undefined {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length || address === undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return undefined;
  const n = Number(bits);
  if (IPV4.test(address)) {
    if (n > 32) return undefined;
    const value = address.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
    const size = 2 ** (32 - n);
    const start = Math.floor(value / size) * size;
    return `${[24, 16, 8, 0].map((s) => Math.floor(start / 2 ** s) % 256).join('.')}/${n}`;
  }
  const groups = ipv6Groups(address);
  if (!groups || n > 128) return undefined;
  const masked = groups.map((g, i) => {
    const keep = Math.max(0, Math.min(16, n - i * 16));
    return keep === 0 ? 0 : g & ~((1 << (16 - keep)) - 1) & 0xffff;
  });
  return `${ipv6Text(masked)}/${n}`;
}

export const isCidr = (text: string): boolean => normalizeCidr(text) !== undefined;

/**
 * Why PCRE (Erlang's `re:compile`) refuses an expression, as `{Reason, Position}`, read from how
 * JavaScript refuses it. The position is not known here: 0 stands for it.
 */
export function regexProblem(source: string): { reason: string; position: number } | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const reason = /nothing to repeat/i.test(text)
      ? 'nothing to repeat'
      : /unterminated character class/i.test(text)
        ? 'missing terminating ] for character class'
        : /unterminated group|unmatched '\)'/i.test(text)
          ? /unmatched/i.test(text) ? 'unmatched parentheses' : 'missing )'
          : /\\ at end of pattern/i.test(text)
            ? '\\ at end of pattern'
            : 'invalid pattern';
    return { reason, position: 0 };
  }
}

/**
 * `who` as the broker keeps it for the kind of ban, or its refusal as emqx_mgmt_api_banned's
 * format_error prints the reason (`~p` of a term): `"bad peerhost"` with its quotes, `{Reason,Pos}` of a
 * regular expression.
 */
export function parseWho(as: BanKind, who: string): { who: string } | { error: string } {
  if (as === 'peerhost') {
    const ip = normalizeIp(who);
    return ip === undefined ? { error: '"bad peerhost"' } : { who: ip };
  }
  if (as === 'peerhost_net') {
    const net = normalizeCidr(who);
    return net === undefined ? { error: `{invalid_cidr,${JSON.stringify(who)}}` } : { who: net };
  }
  if (as === 'clientid_re' || as === 'username_re') {
    const problem = regexProblem(who);
    if (problem) return { error: `{${JSON.stringify(problem.reason)},${problem.position}}` };
  }
  return { who };
}
