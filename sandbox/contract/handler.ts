/**
 * The first sandbox handler: checks every `api/v5` request against the contract and answers a
 * violation with 400 CONTRACT_VIOLATION (the operation and every reason), so neither a test nor a
 * developer on `npm start` can miss a request the broker's document does not allow. A valid
 * request falls through to the handlers that answer it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API } from '../handlers/api';
import { contractChecker, type ContractViolation } from './check';
import { recordContractViolation } from './violations';

export const CONTRACT_VIOLATION = 'CONTRACT_VIOLATION';
/** Names the violated operation on the response, for the e2e fixture (header values are ASCII). */
export const VIOLATION_HEADER = 'x-contract-violation';

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
    return HttpResponse.json(
      { code: CONTRACT_VIOLATION, message: violation.message },
      { status: 400, headers: { [VIOLATION_HEADER]: violation.operation.replace(/[^\x20-\x7e]/g, '?') } },
    );
  });
}
