/** The broker's API prefix. Relative, so msw resolves it against the page (jsdom) or the given baseUrl (Node). */
export const API = '/api/v5';

/** msw has already percent-decoded path parameters; a repeated segment would arrive as an array. */
export const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : (value?.[0] ?? '');
