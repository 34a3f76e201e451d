/**
 * The built-in functions of Variform in EMQX 5.8.1 (emqx_variform_bif, with json_encode/json_decode
 * that message transformations add), by name with the numbers of arguments each takes and its
 * signature as written. The console completes and checks calls with it; the sandbox implements each.
 */

export interface VariformFunction {
  name: string;
  arities: readonly number[];
  signature: string;
}

const fn = (name: string, arities: number[], signature: string): VariformFunction => ({ name, arities, signature });

export const VARIFORM_FUNCTIONS: readonly VariformFunction[] = [
  // Strings
  fn('lower', [1], 'lower(str)'),
  fn('upper', [1], 'upper(str)'),
  fn('trim', [1, 2], 'trim(str[, chars])'),
  fn('ltrim', [1, 2], 'ltrim(str[, chars])'),
  fn('rtrim', [1, 2], 'rtrim(str[, chars])'),
  fn('reverse', [1], 'reverse(str)'),
  fn('strlen', [1], 'strlen(str)'),
  fn('substr', [2, 3], 'substr(str, start[, length])'),
  fn('rm_prefix', [2], 'rm_prefix(str, prefix)'),
  fn('split', [2, 3], "split(str, separator[, 'notrim' | 'leading' | 'trailing'])"),
  fn('tokens', [2, 3], "tokens(str, separators[, 'nocrlf'])"),
  fn('concat', [1, 2], 'concat([a, b, …])'),
  fn('sprintf_s', [2], "sprintf_s('~s-~p', [a, b])"),
  fn('pad', [2, 3, 4], "pad(str, length[, 'trailing' | 'both' | 'leading'[, char]])"),
  fn('replace', [3, 4], "replace(str, pattern, replacement[, 'all' | 'leading' | 'trailing'])"),
  fn('regex_match', [2], 'regex_match(str, regex)'),
  fn('regex_replace', [3], 'regex_replace(str, regex, replacement)'),
  fn('regex_extract', [2], 'regex_extract(str, regex)'),
  fn('ascii', [1], 'ascii(char)'),
  fn('find', [2, 3], "find(str, pattern[, 'leading' | 'trailing'])"),
  fn('join_to_string', [1, 2], 'join_to_string([separator, ]list)'),
  fn('unescape', [1], 'unescape(str)'),
  fn('any_to_str', [1], 'any_to_str(value)'),
  fn('is_empty_val', [1], 'is_empty_val(value)'),
  fn('not', [1], 'not(bool)'),
  // Lists
  fn('nth', [2], 'nth(n, list)'),
  // Random values
  fn('rand_str', [1], 'rand_str(length)'),
  fn('rand_int', [1], 'rand_int(max)'),
  // Encodings
  fn('bin2hexstr', [1], 'bin2hexstr(bytes)'),
  fn('hexstr2bin', [1], 'hexstr2bin(hex)'),
  fn('int2hexstr', [1], 'int2hexstr(int)'),
  fn('base64_encode', [1], 'base64_encode(bytes)'),
  fn('base64_decode', [1], 'base64_decode(str)'),
  fn('json_encode', [1], 'json_encode(value)'),
  fn('json_decode', [1], 'json_decode(str)'),
  // Hashes and ranges
  fn('hash', [2], "hash('sha256', data)"),
  fn('hash_to_range', [3], 'hash_to_range(data, min, max)'),
  fn('map_to_range', [3], 'map_to_range(value, min, max)'),
  // Comparisons
  ...['str_comp', 'str_eq', 'str_neq', 'str_lt', 'str_lte', 'str_gt', 'str_gte'].map((name) => fn(name, [2], `${name}(a, b)`)),
  ...['num_comp', 'num_eq', 'num_neq', 'num_lt', 'num_lte', 'num_gt', 'num_gte'].map((name) => fn(name, [2], `${name}(a, b)`)),
  // Conditions and defaults
  fn('coalesce', [1, 2, 3, 4, 5, 6, 7, 8], 'coalesce(a, b, …)'),
  fn('iif', [3], 'iif(condition, then, else)'),
  fn('is_empty', [1], 'is_empty(value)'),
  // The node's environment
  fn('getenv', [1], 'getenv(name)'),
];

export const variformFunction = (name: string): VariformFunction | undefined => VARIFORM_FUNCTIONS.find((f) => f.name === name);

/** What a message transformation's expressions can read (emqx_message_transformation:message_to_context/3). */
export const VARIFORM_VARIABLES: readonly string[] = [
  'payload',
  'topic',
  'qos',
  'retain',
  'flags',
  'clientid',
  'username',
  'peername',
  'user_property',
  'pub_props',
  'client_attrs',
  'id',
  'node',
  'timestamp',
  'publish_received_at',
];

/** The keys an operation may set: `payload` (or a path in it), `qos`, `retain`, `topic`, `user_property.<name>`. */
export const TRANSFORMATION_ROOT_KEYS = ['payload', 'qos', 'retain', 'topic', 'user_property'] as const;

/** Why the broker refuses `key` as an operation's key, or undefined (emqx_message_transformation_schema:parse_key_path/2). */
export function operationKeyProblem(key: string): 'empty' | 'invalid' | 'user_property' | 'root' | undefined {
  if (key === '') return 'empty';
  const parts = key.split('.');
  if (parts.some((p) => p === '')) return 'invalid';
  const [root] = parts;
  if (root === 'payload') return undefined;
  if (root === 'user_property') return parts.length === 2 ? undefined : 'user_property';
  if ((root === 'qos' || root === 'retain' || root === 'topic') && parts.length === 1) return undefined;
  return 'root';
}
