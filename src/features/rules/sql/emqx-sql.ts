import { SQLDialect } from '@codemirror/lang-sql';

/**
 * The words EMQX's rule parser reserves (its lexer's keyword list), and the few it reads as values.
 * Anything else — `payload`, `clientid`, a function's name — is a name to the broker.
 */
export const EMQX_SQL_KEYWORDS = [
  'select',
  'from',
  'where',
  'foreach',
  'do',
  'incase',
  'as',
  'and',
  'or',
  'not',
  'in',
  'case',
  'when',
  'then',
  'else',
  'end',
  'div',
] as const;

/**
 * EMQX's rule SQL as a CodeMirror dialect. Double quotes make a string (the broker reads `"t/#"` as
 * a topic in FROM), single quotes too; only `--` comments exist; `$` starts no special variable, so
 * `$events/…` stays one string in FROM. `=~` (topic match) is an operator made of `=` and `~`.
 */
export const emqxSql = SQLDialect.define({
  keywords: EMQX_SQL_KEYWORDS.join(' '),
  types: '',
  builtin: '',
  doubleQuotedStrings: true,
  backslashEscapes: false,
  hashComments: false,
  slashComments: false,
  identifierQuotes: '`',
  specialVar: '',
  operatorChars: '*+-%<>!=~/',
  caseInsensitiveIdentifiers: true,
});

/** The language as an editor extension: its highlighting comes from the shared editor theme's tags. */
export const emqxSqlLanguage = emqxSql.language;

/** The editor's own syntax tree of a statement, for reading it outside an editor (form mode, tests). */
export function parseEmqxSql(sql: string): ReturnType<typeof emqxSql.language.parser.parse> {
  return emqxSql.language.parser.parse(sql);
}
