/** Where to go after login: the wanted page, never back to login or off-site. */
export function safeReturnPath(to: string | undefined): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : '/dashboard';
}
