/**
 * The built-in database tables a sandbox backup holds under `mnesia/`, one JSON record a line, and
 * how a restore puts them back: records are added or replace the one with the same key, and no
 * record is deleted (the broker restores tables with `keep_tables`). Each table belongs to the
 * table set EMQX names it by (`banned`, `builtin_authn`, `builtin_authz`).
 *
 * Left out, unlike the broker: dashboard users and API keys. The sandbox keeps their secrets in
 * plain text (the broker keeps hashes), and a restore must never change who can log in.
 */
import { createHash } from 'node:crypto';
import { isJsonObject, type JsonObject } from '../lib/json';
import { authenticatorId, hasUsers, type AuthnUser } from './authn';
import { parseRule, ruleView, type AuthzRule } from './authz-rules';
import { banKey, isBanKind, type BanRecord } from './banned';
import type { BackupSource } from './backup-roots';

export interface BackupTable {
  /** The Mnesia table's name: the file's name under `mnesia/`. */
  name: string;
  /** The table set EMQX lists it in. */
  set: string;
  read(state: BackupSource): JsonObject[];
  /** Adds or replaces the records; the reason the first bad one is refused. */
  write(state: BackupSource, records: readonly JsonObject[]): string | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A user as the table holds it: a salted hash, never the password. Users the API created keep
 * their password in the sandbox; their record gets a salt derived from who they are, so the same
 * state always makes the same backup.
 */
function userRecord(group: string, user: AuthnUser): JsonObject {
  const record: JsonObject = { user_group: group, user_id: user.user_id, is_superuser: user.is_superuser };
  if (user.password_hash !== undefined) return { ...record, password_hash: user.password_hash, salt: user.salt ?? '' };
  const salt = sha256(`${group}\u0000${user.user_id}`).slice(0, 16);
  return { ...record, password_hash: sha256(salt + (user.password ?? '')), salt };
}

/** The users of the chain's built-in databases of one mechanism, in chain and insertion order. */
function authnTable(name: string, mechanism: string): BackupTable {
  const holders = (state: BackupSource) => state.authn.filter((a) => a.config.mechanism === mechanism && hasUsers(a.config));
  return {
    name,
    set: 'builtin_authn',
    read: (state) => holders(state).flatMap((a) => [...(a.users?.values() ?? [])].map((u) => userRecord(authenticatorId(a.config), u))),
    write: (state, records) => {
      for (const r of records) {
        if (typeof r.user_group !== 'string' || typeof r.user_id !== 'string' || r.user_id === '' || typeof r.password_hash !== 'string') return 'bad user record: user_group, user_id and password_hash are required';
      }
      for (const r of records) {
        // A user of an authenticator the chain does not have stays out of sight in the broker; the sandbox drops it.
        const holder = holders(state).find((a) => authenticatorId(a.config) === r.user_group);
        if (!holder) continue;
        const user: AuthnUser = { user_id: String(r.user_id), is_superuser: r.is_superuser === true, password_hash: String(r.password_hash), salt: typeof r.salt === 'string' ? r.salt : '' };
        (holder.users ??= new Map()).set(user.user_id, user);
      }
      return undefined;
    },
  };
}

const banned: BackupTable = {
  name: 'emqx_banned',
  set: 'banned',
  read: (state) => [...state.banned.values()].map((b) => ({ as: b.as, who: b.who, by: b.by, reason: b.reason, at: b.at, until: b.until })),
  write: (state, records) => {
    const bans: BanRecord[] = [];
    for (const r of records) {
      const { as, who, by, reason, at, until } = r;
      if (!isBanKind(as) || typeof who !== 'string' || typeof at !== 'number' || (until !== 'infinity' && typeof until !== 'number')) return 'bad ban record: as, who, at and until are required';
      bans.push({ as, who, by: typeof by === 'string' ? by : '', reason: typeof reason === 'string' ? reason : '', at, until });
    }
    for (const ban of bans) state.banned.set(banKey(ban.as, ban.who), ban);
    return undefined;
  },
};

type AclOwner = { kind: 'all' } | { kind: 'clients' | 'users'; who: string };

function aclOwner(record: JsonObject): AclOwner | undefined {
  if (record.who === 'all') return { kind: 'all' };
  if (!isJsonObject(record.who)) return undefined;
  if (typeof record.who.clientid === 'string' && record.who.clientid) return { kind: 'clients', who: record.who.clientid };
  if (typeof record.who.username === 'string' && record.who.username) return { kind: 'users', who: record.who.username };
  return undefined;
}

/** The built-in database's authorization rules: one record per client, per user, and one for all. */
const acl: BackupTable = {
  name: 'emqx_acl',
  set: 'builtin_authz',
  read: (state) => {
    const { clients, users, all } = state.authzRules;
    const rules = (list: AuthzRule[]) => list.map((r) => ({ ...ruleView(r) }));
    return [
      ...[...clients].map(([clientid, list]) => ({ who: { clientid }, rules: rules(list) })),
      ...[...users].map(([username, list]) => ({ who: { username }, rules: rules(list) })),
      ...(all.length ? [{ who: 'all', rules: rules(all) }] : []),
    ];
  },
  write: (state, records) => {
    const parsed: { owner: AclOwner; rules: AuthzRule[] }[] = [];
    for (const r of records) {
      const owner = aclOwner(r);
      if (!owner || !Array.isArray(r.rules)) return 'bad rule record: who and rules are required';
      const rules: AuthzRule[] = [];
      for (const item of r.rules) {
        const rule = parseRule(item);
        if ('error' in rule) return `bad rule record: ${rule.error}`;
        rules.push(rule);
      }
      parsed.push({ owner, rules });
    }
    for (const { owner, rules } of parsed) {
      if (owner.kind === 'all') state.authzRules.all = rules;
      else state.authzRules[owner.kind].set(owner.who, rules);
    }
    return undefined;
  },
};

/** Every table a sandbox backup holds, in the order the archive lists them. */
export const BACKUP_TABLES: readonly BackupTable[] = [banned, authnTable('emqx_authn_mnesia', 'password_based'), authnTable('emqx_authn_scram_mnesia', 'scram'), acl];

/** The table sets, by name, with their tables. */
export const TABLE_SETS: ReadonlyMap<string, readonly string[]> = BACKUP_TABLES.reduce((sets, t) => sets.set(t.set, [...(sets.get(t.set) ?? []), t.name]), new Map<string, string[]>());

export const backupTable = (name: string): BackupTable | undefined => BACKUP_TABLES.find((t) => t.name === name);
