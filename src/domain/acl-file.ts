// No Lingui here: the sandbox imports this module outside the console's build.
/**
 * The file authorization source's rules (Erlang terms, one rule a term), read far enough to say which
 * rule the broker's `emqx_authz_file` would apply to one action. The editor's own syntax check, with
 * its messages, is src/features/authorization/acl/acl-check.ts.
 */
import type { AuthzAction, AuthzWho } from './authz-chain';
import { topicRuleMatches } from './authz-topic';

type Term = { atom: string } | { str: string } | { int: number } | { tuple: Term[] } | { list: Term[] };

export interface FileRule {
  term: Term;
  /** 1-based line of the rule's first character. */
  line: number;
  /** The rule as written, without its final dot. */
  text: string;
}

const TOKEN = /%[^\n]*|<<\s*"(?:[^"\\]|\\.)*"\s*>>|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[a-z][A-Za-z0-9_@]*|-?\d+|[{}[\],.]|\S/g;

/** The file's rules, or undefined when it does not read (the broker would have refused it). */
export function readAclFile(text: string): FileRule[] | undefined {
  const tokens = [...text.matchAll(TOKEN)].filter((m) => !m[0].startsWith('%'));
  let k = 0;
  const unquote = (s: string) => s.slice(1, -1).replace(/\\(.)/g, '$1');
  const term = (): Term | undefined => {
    const t = tokens[k++]?.[0];
    if (t === undefined) return undefined;
    if (t === '{' || t === '[') {
      const close = t === '{' ? '}' : ']';
      const items: Term[] = [];
      if (tokens[k]?.[0] === close) k++;
      else {
        for (;;) {
          const item = term();
          if (!item) return undefined;
          items.push(item);
          const sep = tokens[k++]?.[0];
          if (sep === close) break;
          if (sep !== ',') return undefined;
        }
      }
      return t === '{' ? { tuple: items } : { list: items };
    }
    if (t.startsWith('<<')) return { str: unquote(t.slice(2, -2).trim()) };
    if (t.startsWith('"')) return { str: unquote(t) };
    if (t.startsWith("'")) return { atom: unquote(t) };
    if (/^-?\d+$/.test(t)) return { int: Number(t) };
    if (/^[a-z]/.test(t)) return { atom: t };
    return undefined;
  };
  const rules: FileRule[] = [];
  while (k < tokens.length) {
    const start = tokens[k]!.index;
    const next = term();
    const dot = tokens[k++];
    if (!next || dot?.[0] !== '.') return undefined;
    rules.push({ term: next, line: text.slice(0, start).split('\n').length, text: text.slice(start, dot.index).trim() });
  }
  return rules;
}

const atomOf = (t: Term | undefined) => (t && 'atom' in t ? t.atom : undefined);
const strOf = (t: Term | undefined) => (t && 'str' in t ? t.str : undefined);
const itemsOf = (t: Term | undefined) => (t && 'tuple' in t ? t.tuple : t && 'list' in t ? t.list : undefined);

function ipv4(text: string): number | undefined {
  const parts = text.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts.reduce((n, p) => n * 256 + p, 0) : undefined;
}

/** `"10.0.0.0/8"` or a single address; IPv6 compares as written. */
function inRange(range: string, ip: string): boolean {
  const [base = '', bits] = range.split('/');
  const [a, b] = [ipv4(base), ipv4(ip)];
  if (a === undefined || b === undefined) return base === ip;
  const size = 2 ** (32 - Number(bits ?? 32));
  return Math.floor(a / size) === Math.floor(b / size);
}

function nameMatches(spec: Term | undefined, value: string): boolean {
  const literal = strOf(spec);
  if (literal !== undefined) return literal === value;
  const [tag, pattern] = itemsOf(spec) ?? [];
  const re = strOf(pattern);
  if (atomOf(tag) !== 're' || re === undefined) return false;
  try {
    return new RegExp(re).test(value);
  } catch {
    return false;
  }
}

function whoMatches(term: Term | undefined, who: AuthzWho): boolean {
  if (atomOf(term) === 'all') return true;
  const [tag, value] = itemsOf(term) ?? [];
  switch (atomOf(tag)) {
    case 'user':
    case 'username':
      return nameMatches(value, who.username);
    case 'client':
    case 'clientid':
      return nameMatches(value, who.clientid);
    case 'ipaddr':
      return inRange(strOf(value) ?? '', who.ip);
    case 'ipaddrs':
      return (itemsOf(value) ?? []).some((v) => inRange(strOf(v) ?? '', who.ip));
    case 'and':
      return (itemsOf(value) ?? []).every((w) => whoMatches(w, who));
    case 'or':
      return (itemsOf(value) ?? []).some((w) => whoMatches(w, who));
    default:
      return false;
  }
}

/** `publish`, `all`, or `{publish, [{qos, [0, 1]}, {retain, true}]}`. */
function actionMatches(term: Term | undefined, action: AuthzAction): boolean {
  const plain = atomOf(term);
  if (plain !== undefined) return plain === 'all' || plain === action.type;
  const [kind, opts] = itemsOf(term) ?? [];
  if (atomOf(kind) !== 'all' && atomOf(kind) !== action.type) return false;
  for (const opt of itemsOf(opts) ?? []) {
    const [key, value] = itemsOf(opt) ?? [];
    if (atomOf(key) === 'qos') {
      const allowed = value && 'int' in value ? [value.int] : (itemsOf(value) ?? []).map((v) => (v && 'int' in v ? v.int : -1));
      if (!allowed.includes(action.qos)) return false;
    }
    if (atomOf(key) === 'retain' && action.type === 'publish' && atomOf(value) !== 'all' && atomOf(value) !== String(action.retain ?? false)) return false;
  }
  return true;
}

/** The rule's permission when it applies to this action, else undefined. */
export function fileRuleVerdict({ term }: FileRule, action: AuthzAction, topic: string, who: AuthzWho): 'allow' | 'deny' | undefined {
  const [permission, subject, act, topics] = itemsOf(term) ?? [];
  const verdict = atomOf(permission);
  if (verdict !== 'allow' && verdict !== 'deny') return undefined;
  // `{allow, all}`: everyone, every action, every topic.
  if (act === undefined) return atomOf(subject) === 'all' ? verdict : undefined;
  if (!whoMatches(subject, who) || !actionMatches(act, action)) return undefined;
  const matched = (itemsOf(topics) ?? []).some((t) => {
    const literal = strOf(t);
    if (literal !== undefined) return topicRuleMatches(literal, topic, who);
    const [tag, value] = itemsOf(t) ?? [];
    const eq = strOf(value);
    return atomOf(tag) === 'eq' && eq !== undefined && topicRuleMatches({ eq }, topic, who);
  });
  return matched ? verdict : undefined;
}
