/**
 * The sandbox's authorization chain: its sources and rules handed to the shared evaluation
 * (src/domain/authz-chain.ts). The sources that would ask a server (HTTP, databases) pass: the
 * sandbox runs none of those servers.
 */
import { evaluateChain, verdictOf, type AuthzAction, type AuthzSource, type AuthzWho, type Permission } from '../../src/domain/authz-chain';
import type { SandboxState } from '../state';
import { sourceType } from './authz';

export type { AuthzAction, AuthzWho };

type AuthzWorld = Pick<SandboxState, 'authz' | 'authzRules'>;

function sourcesOf(state: AuthzWorld, who: AuthzWho): AuthzSource[] {
  const { clients, users, all } = state.authzRules;
  return state.authz.sources.map(({ config }): AuthzSource => {
    const type = sourceType(config);
    const enable = config.enable !== false;
    if (type === 'built_in_database') return { type, enable, rules: { clients: clients.get(who.clientid) ?? [], users: users.get(who.username) ?? [], all } };
    if (type === 'file') return { type, enable, rules: typeof config.rules === 'string' ? config.rules : '' };
    return { type, enable };
  });
}

export interface Decision {
  permission: Permission;
  /** The type of the source whose rule matched; absent when no source matched (`no_match`). */
  source?: string;
}

/** `topic` is the real topic: a shared subscription's filter without its `$share/group/`. */
export function decide(state: AuthzWorld, who: AuthzWho, action: AuthzAction, topic: string): Decision {
  const noMatch = state.authz.settings.no_match === 'deny' ? 'deny' : 'allow';
  const answer = evaluateChain(sourcesOf(state, who), who, action, topic, noMatch);
  const matched = answer.answers.find((a) => a.outcome === 'matched');
  return { permission: verdictOf(answer), ...(matched ? { source: matched.type } : {}) };
}

export const authorize = (state: AuthzWorld, who: AuthzWho, action: AuthzAction, topic: string): Permission => decide(state, who, action, topic).permission;
