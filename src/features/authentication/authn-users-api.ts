/**
 * Where a built-in database's users live: an authenticator of the global chain
 * (`/authentication/{id}/users…`) or a gateway's (`/gateways/{name}/authentication/users…`). The
 * users panel and its dialogs take one of these and work the same on either.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  deleteAuthenticationByIdUsersByUserId,
  getAuthenticationByIdUsers,
  getGetAuthenticationByIdUsersQueryKey,
  postAuthenticationByIdImportUsers,
  postAuthenticationByIdUsers,
  putAuthenticationByIdUsersByUserId,
} from '../../generated/endpoints/authentication/authentication';
import type { EmqxAuthnApiRequestUserCreate, EmqxAuthnApiRequestUserUpdate, EmqxAuthnApiResponseUsers } from '../../generated/model';
import type { PasswordType } from './import-templates';

export interface UsersPageParams {
  page: number;
  limit: number;
  like_user_id?: string;
}

export interface AuthnUsersApi {
  /** The query key of one page; `listKey()` is the prefix every page shares (refreshed after a change). */
  listKey(params?: UsersPageParams): QueryKey;
  list(params: UsersPageParams, signal?: AbortSignal): Promise<EmqxAuthnApiResponseUsers>;
  create(user: EmqxAuthnApiRequestUserCreate): Promise<unknown>;
  update(userId: string, user: EmqxAuthnApiRequestUserUpdate): Promise<unknown>;
  remove(userId: string): Promise<unknown>;
  /** The password types an import file may hold: the global chain asks which; a gateway takes hashes only. */
  importTypes: readonly PasswordType[];
  importUsers(form: FormData, type: PasswordType): Promise<unknown>;
}

/** The users of the global chain's authenticator `id`. */
export function globalUsersApi(id: string): AuthnUsersApi {
  return {
    listKey: (params) => getGetAuthenticationByIdUsersQueryKey(id, params),
    list: (params, signal) => getAuthenticationByIdUsers(id, params, undefined, signal),
    create: (user) => postAuthenticationByIdUsers(id, user),
    update: (userId, user) => putAuthenticationByIdUsersByUserId(id, userId, user),
    remove: (userId) => deleteAuthenticationByIdUsersByUserId(id, userId),
    importTypes: ['plain', 'hash'],
    // The generated body types name JSON; the document also takes this multipart form.
    importUsers: (form, type) => postAuthenticationByIdImportUsers(id, form as never, { type }),
  };
}
