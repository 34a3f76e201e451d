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
