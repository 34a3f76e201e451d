/**
 * The first sandbox handler: checks every `api/v5` request against the contract. A request the
 * document does not allow is recorded (the test that sent it fails: Vitest's setup, the e2e
 * fixture through the `x-contract-violation` header) and answered as EMQX 5.8.1 answers it
 * (./broker-answer.ts): a screen sees in tests what it would see on a real broker. What the broker
 * ignores (an undeclared query parameter) goes on to the handlers, still recorded. A valid request
 * falls through to the handlers that answer it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API } from '../handlers/api';
import { brokerAnswer } from './broker-answer';
import { contractChecker, type ContractViolation } from './check';
import { recordContractViolation } from './violations';

/** Names the violated operation on the response, for the e2e fixture (header values are ASCII). */
export const VIOLATION_HEADER = 'x-contract-violation';
/** Set by the Node server on each request, so a violation that goes on to the handlers can be named on its answer. */
export const REQUEST_ID_HEADER = 'x-sandbox-request';

/** Violations of requests that went on to the handlers, by request id, until the server names them on the answer. */
const passedOn = new Map<string, string>();

/** The header value for a request's violation that went on to the handlers, once. */
export function takePassedViolation(requestId: string): string | undefined {
  const operation = passedOn.get(requestId);
  passedOn.delete(requestId);
  return operation;
}

export const headerValue = (violation: ContractViolation): string => violation.operation.replace(/[^\x20-\x7e]/g, '?');

export interface ContractCheckOptions {
  /** Called for each violation besides recording it (the Node server logs it). */
  onViolation?: (violation: ContractViolation) => void;
}

export function contractCheckHandler({ onViolation }: ContractCheckOptions = {}): HttpHandler {
  return http.all(`${API}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.clone().text();
    const violation = contractChecker()({
      method,
      path: url.pathname.replace(/^.*?\/api\/v5/, ''),
      search: url.search,
      contentType: request.headers.get('content-type'),
      body,
    });
    if (!violation) return undefined;
    recordContractViolation(violation);
    onViolation?.(violation);
    const answer = brokerAnswer(violation);
    if (!answer) {
      const id = request.headers.get(REQUEST_ID_HEADER);
      if (id) passedOn.set(id, headerValue(violation));
      return undefined;
    }
    return HttpResponse.json(answer.body, { status: answer.status, headers: { [VIOLATION_HEADER]: headerValue(violation) } });
  });
}
