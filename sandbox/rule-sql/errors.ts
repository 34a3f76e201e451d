/** Where in the SQL text something is: 1-based line and column, as the broker's parse errors name them. */
export interface Position {
  line: number;
  column: number;
}

/**
 * The statement cannot be read (outside the subset the sandbox knows, or not EMQX SQL at all), or
 * cannot be run (an unknown function, arithmetic on text). The message names the place when there is
 * one, "… at line 1, column 8 …", so the editor can mark it.
 */
export class SqlError extends Error {
  constructor(
    readonly kind: 'syntax' | 'runtime',
    readonly detail: string,
    readonly position?: Position,
  ) {
    const where = position ? ` at line ${position.line}, column ${position.column}` : '';
    super(`${kind === 'syntax' ? 'syntax error' : 'SQL error'}${where}: ${detail}`);
    this.name = 'SqlError';
  }
}

export const syntaxError = (detail: string, position?: Position): SqlError => new SqlError('syntax', detail, position);

export const runtimeError = (detail: string, position?: Position): SqlError => new SqlError('runtime', detail, position);

/**
 * An exception the broker's runtime raises while it builds the SELECT's output
 * (`emqx_rule_runtime:evaluate_select/3` wraps it as `select_and_transform_error`): a payload field
 * read from a payload that is not JSON (`safe_decode_and_cache/1`: `decode_json_failed`), or text
 * compared with a number that does not read as one (`compare/3` → `number/1`: `badarg`). The same
 * exception in the WHERE only means no result (`match_conditions_error` → `nomatch`).
 */
export class SelectTransformError extends Error {
  constructor(readonly reason: 'decode_json_failed' | 'badarg') {
    super(`select_and_transform_error: ${reason}`);
    this.name = 'SelectTransformError';
  }
}
