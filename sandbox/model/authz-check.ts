/**
 * The authorization chain's verdict on one action, as `emqx_access_control:authorize/3` reaches it: the
 * enabled sources in order, each answering with its first matching rule or passing, then
 * `no_match`. The sandbox can read the built-in database's rules and the ACL file; the sources that
 * would ask a server (HTTP, databases) pass.
 */
import { topicMatches } from '../../src/domain/topic-match';
import type { SandboxState } from '../state';
import { sourceType } from './authz';
import type { AuthzRule } from './authz-rules';

export interface AuthzAction {
  type: 'publish' | 'subscribe';
  qos: 0 | 1 | 2;
  /** Publish only. */
  retain?: boolean;
}

export interface AuthzWho {
  clientid: string;
  username: string;
  ip: string;
}

type Verdict = 'allow' | 'deny';

const render = (topic: string, who: AuthzWho) => topic.replaceAll('${clientid}', who.clientid).replaceAll('${username}', who.username);

/** A rule's topic against the one asked for (a filter when subscribing): `eq` is literal, the rest a filter. */
function topicRuleMatches(rule: string | { eq: string }, topic: string, who: AuthzWho): boolean {
  if (typeof rule !== 'string') return rule.eq === topic;
  if (rule.startsWith('eq ')) return rule.slice(3) === topic;
  return topicMatches(render(rule, who), topic);
}

function builtInRuleMatches(rule: AuthzRule, action: AuthzAction, topic: string, who: AuthzWho): boolean {
  if (rule.action !== 'all' && rule.action !== action.type) return false;
  if (!rule.qos.includes(action.qos)) return false;
  if (action.type === 'publish' && rule.retain !== undefined && rule.retain !== 'all' && rule.retain !== action.retain) return false;
  return topicRuleMatches(rule.topic, topic, who);
}

function builtInDatabase(state: SandboxState, action: AuthzAction, topic: string, who: AuthzWho): Verdict | undefined {
  const { clients, users, all } = state.authzRules;
  const rules = [...(clients.get(who.clientid) ?? []), ...(users.get(who.username) ?? []), ...all];
  return rules.find((rule) => builtInRuleMatches(rule, action, topic, who))?.permission;
}

// The ACL file: Erlang terms, one rule a term, read far enough for the rules the broker documents.

type Term = { atom: string } | { str: string } | { int: number } | { tuple: Term[] } | { list: Term[] };

/** The file's terms, or undefined when it does not read (the broker would have refused it). */
function readTerms(text: string): Term[] | undefined {
  const tokens = text.match(/%[^\n]*|<<\s*"(?:[^"\\]|\\.)*"\s*>>|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[a-z][A-Za-z0-9_@]*|-?\d+|[{}[\],.]|\S/g) ?? [];
  let k = 0;
  const list = tokens.filter((t) => !t.startsWith('%'));
  const unquote = (s: string) => s.slice(1, -1).replace(/\\(.)/g, '$1');
  const term = (): Term | undefined => {
    const t = list[k++];
    if (t === undefined) return undefined;
    if (t === '{' || t === '[') {
      const close = t === '{' ? '}' : ']';
      const items: Term[] = [];
      if (list[k] === close) k++;
      else {
        for (;;) {
          const item = term();
          if (!item) return undefined;
          items.push(item);
          const sep = list[k++];
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
  const terms: Term[] = [];
  while (k < list.length) {
    const next = term();
    if (!next || list[k++] !== '.') return undefined;
    terms.push(next);
  }
  return terms;
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

function fileRuleVerdict(term: Term, action: AuthzAction, topic: string, who: AuthzWho): Verdict | undefined {
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

function aclFile(rules: unknown, action: AuthzAction, topic: string, who: AuthzWho): Verdict | undefined {
  const terms = typeof rules === 'string' ? readTerms(rules) : undefined;
  for (const term of terms ?? []) {
    const verdict = fileRuleVerdict(term, action, topic, who);
    if (verdict) return verdict;
  }
  return undefined;
}

/** `topic` is the real topic: a shared subscription's filter without its `$share/group/`. */
export function authorize(state: SandboxState, who: AuthzWho, action: AuthzAction, topic: string): Verdict {
  for (const source of state.authz.sources) {
    if (source.config.enable === false) continue;
    const type = sourceType(source.config);
    const verdict = type === 'built_in_database' ? builtInDatabase(state, action, topic, who) : type === 'file' ? aclFile(source.config.rules, action, topic, who) : undefined;
    if (verdict) return verdict;
  }
  return state.authz.settings.no_match === 'deny' ? 'deny' : 'allow';
}
