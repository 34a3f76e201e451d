/** How the broker's messages print Erlang terms. */

/** `~p` of an atom: bare when it reads back as one, else in single quotes. */
export function printAtom(name: string): string {
  return /^[a-z][A-Za-z0-9_@]*$/.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
