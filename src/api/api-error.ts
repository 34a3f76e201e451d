/** What every failed request rejects with: the HTTP status (absent when no response came) and EMQX's error body. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(message: string, init: { status?: number; code?: string; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
  }

  get isTimeout(): boolean {
    return this.code === TIMEOUT_CODE;
  }
}

/** The code a timed-out request carries, as in EMQX's dashboard (axios' name for it). */
export const TIMEOUT_CODE = 'ECONNABORTED';

/** The code of a request that got no response at all (the network failed, or the broker is away). */
export const NETWORK_ERROR_CODE = 'ERR_NETWORK';

/** Failures that say nothing of the request, only that the broker did not answer. */
export const NO_RESPONSE_CODES: readonly string[] = [TIMEOUT_CODE, NETWORK_ERROR_CODE];
/** Refused in the browser: the user's role may not change anything (see write-access.ts). */
export const READ_ONLY_CODE = 'READ_ONLY';
/** Not sent: nobody is logged in (a poll still mounted after logout). */
export const NO_SESSION_CODE = 'NO_SESSION';
/** A successful status whose body is not the JSON the contract promises (a proxy's page, a cut answer). */
export const BAD_RESPONSE_CODE = 'BAD_RESPONSE';

/** Session-ending 401 codes: the token is no longer valid. */
export const EXPIRED_TOKEN_CODES = ['BAD_TOKEN', 'TOKEN_TIME_OUT'];

/** The broker has no such object (any more). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** EMQX error bodies are `{ code, message }`; anything else counts as no body. */
export function readErrorBody(body: unknown): { code?: string; message?: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, message } = body as Record<string, unknown>;
  if (typeof code !== 'string' && typeof message !== 'string') return undefined;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : typeof message === 'object' ? JSON.stringify(message) : undefined,
  };
}
