/**
 * A gateway's authenticator through the generated `/gateways/{name}/authentication…` calls: read
 * (none is 204, kept as null), and its built-in database users for the authentication screens' panel.
 */
import {
  deleteGatewaysByNameAuthenticationUsersByUid,
  getGatewaysByNameAuthentication,
  getGatewaysByNameAuthenticationUsers,
  getGetGatewaysByNameAuthenticationQueryKey,
  getGetGatewaysByNameAuthenticationUsersQueryKey,
  postGatewaysByNameAuthenticationImportUsers,
  postGatewaysByNameAuthenticationUsers,
  putGatewaysByNameAuthenticationUsersByUid,
} from '../../../generated/endpoints/gateway-authentication/gateway-authentication';
import type { AuthnUsersApi } from '../../authentication/authn-users-api';

/** The gateway names the document's paths take. */
export type ContractGateway = Parameters<typeof getGatewaysByNameAuthentication>[0];

// The route's name is checked against the gateways the console knows before a request is made.
const asGateway = (name: string) => name as ContractGateway;

export const gatewayAuthnKey = (name: string) => getGetGatewaysByNameAuthenticationQueryKey(asGateway(name));

/** The gateway's authenticator, or null when it has none (the broker answers 204). */
export async function readGatewayAuthn(name: string, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
  const answer = await getGatewaysByNameAuthentication(asGateway(name), undefined, signal);
  return answer && typeof answer === 'object' ? (answer as unknown as Record<string, unknown>) : null;
}

export function gatewayUsersApi(name: string): AuthnUsersApi {
  const gateway = asGateway(name);
  return {
    listKey: (params) => getGetGatewaysByNameAuthenticationUsersQueryKey(gateway, params),
    list: (params, signal) => getGatewaysByNameAuthenticationUsers(gateway, params, undefined, signal),
    create: (user) => postGatewaysByNameAuthenticationUsers(gateway, user),
    update: (uid, user) => putGatewaysByNameAuthenticationUsersByUid(gateway, uid, user),
    remove: (uid) => deleteGatewaysByNameAuthenticationUsersByUid(gateway, uid),
    // The document's gateway import takes no password type: files of hashes and salts.
    importTypes: ['hash'],
    importUsers: (form) => postGatewaysByNameAuthenticationImportUsers(gateway, { filename: form.get('filename') as Blob }),
  };
}
