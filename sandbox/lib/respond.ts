/** Responses shaped like EMQX's: errors are `{ code, message }` with the broker's codes. */
import { HttpResponse } from 'msw';

export const json = (body: unknown, status = 200): Response => HttpResponse.json(body as never, { status });

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

/** Several EMQX operations answer 200 with an empty body (listener start/stop, config reset). */
export const emptyOk = (): Response => new HttpResponse(null, { status: 200 });

export const emqxError = (status: number, code: string, message: string): Response =>
  HttpResponse.json({ code, message }, { status });

export const badRequest = (message: string, code = 'BAD_REQUEST'): Response => emqxError(400, code, message);

export const notFound = (message: string, code = 'NOT_FOUND'): Response => emqxError(404, code, message);

/** The request body as JSON, or `undefined` when it is missing or not JSON (the handler answers 400). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
