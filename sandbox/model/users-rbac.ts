/**
 * Who may call what, as EMQX Enterprise 5.8.1 decides it (emqx_dashboard_rbac:check_rbac/4): an
 * administrator everything; a viewer every GET, its logout and its own password change; a publisher
 * (API keys only) `POST /publish` and `/publish/bulk`. `path` is below `/api/v5`, still encoded.
 */
export function roleMayCall(role: string, method: string, path: string, username?: string): boolean {
  if (role === 'administrator') return true;
  if (role === 'viewer') {
    if (method === 'GET') return true;
    if (method !== 'POST') return false;
    if (path === '/logout') return true;
    // The broker splits what follows `/users/` on `/` and wants exactly [Username, change_pwd].
    return username !== undefined && path === `/users/${encodeURIComponent(username)}/change_pwd`;
  }
  if (role === 'publisher') return method === 'POST' && (path === '/publish' || path === '/publish/bulk');
  return false;
}
