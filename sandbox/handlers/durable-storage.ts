/**
 * Durable storage (`/ds/…`) and `GET /sessions_count`, answered as emqx_mgmt_api_ds and
 * emqx_mgmt_api_clients:sessions_count/2 do in 5.8.1. The replication rules are in
 * model/durable-storage.ts.
 *
 * Two of the broker's answers are bare text sent as `application/json` (minirest sends a binary
 * body as it is): `202 OK` after a replica change, and the session count's digits (a JSON number:
 * the document is corrected in scripts/openapi/corrections-ds.ts). The sandbox sends the same
 * bytes, so the console meets here what it meets on a broker.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { printAtom } from '../lib/erlang';
import { isJsonObject } from '../lib/json';
import { json, notFound, readJson } from '../lib/respond';
import { gauges } from '../model/gauges';
import { assignDbSites, dbSites, joinDbSite, leaveDbSite, settleTransitions, siteView, storageView, type MetaResult, type StorageRecord } from '../model/durable-storage';
import type { SandboxState } from '../state';
import { API, param } from './api';

/** minirest's binary_encoder: the bytes as they are, under its default JSON content type. */
const bareText = (text: string, status: number): Response => new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } });

/** ?BAD_REQUEST(400, Description): this module passes the status as the code, so `code` is the number 400. */
const badRequest400 = (message: string): Response => json({ code: 400, message }, 400);

const accepted = (): Response => bareText('OK', 202);

export function durableStorageHandlers(state: SandboxState): HttpHandler[] {
  const ds = () => state.durableStorage;
  const isUp = (node: string): boolean => state.nodes.some((n) => n.name === node);

  /** check_enabled/2, the first filter every `/ds` operation passes. */
  function disabled(): Response | undefined {
    if (!ds().enabled) return notFound('Durable storage is disabled');
    settleTransitions(ds(), state.now());
    return undefined;
  }

  /** check_db_exists/2, the second filter, for the operations with a `ds` in their path. */
  function storageOf(name: string): Response | StorageRecord {
    return disabled() ?? ds().storages.get(name) ?? notFound(`DB '${printAtom(name)}' does not exist`);
  }

  const answer = (result: MetaResult): Response => (result.ok ? accepted() : badRequest400(result.message));

  return [
    http.get(`${API}/ds/sites`, () => disabled() ?? json([...ds().sites.keys()].sort())),

    http.get(`${API}/ds/sites/:site`, ({ params }) => {
      const refused = disabled();
      if (refused) return refused;
      const site = param(params.site);
      if (!ds().sites.has(site)) return notFound(`Site not found: ${site}`);
      return json(siteView(ds(), site, isUp));
    }),

    http.get(`${API}/ds/storages`, () => disabled() ?? json([...ds().storages.keys()].sort())),

    http.get(`${API}/ds/storages/:ds`, ({ params }) => {
      const storage = storageOf(param(params.ds));
      return storage instanceof Response ? storage : json(storageView(ds(), storage, isUp));
    }),

    http.get(`${API}/ds/storages/:ds/replicas`, ({ params }) => {
      const storage = storageOf(param(params.ds));
      return storage instanceof Response ? storage : json(dbSites(storage));
    }),

    http.put(`${API}/ds/storages/:ds/replicas`, async ({ params, request }) => {
      const storage = storageOf(param(params.ds));
      if (storage instanceof Response) return storage;
      const body = await readJson(request);
      // update_db_sites/3's last clause; the contract check already asks for a list of strings.
      if (!Array.isArray(body)) return badRequest400('Bad type');
      return answer(assignDbSites(ds(), storage, body.map(String), state.now()));
    }),

    http.put(`${API}/ds/storages/:ds/replicas/:site`, ({ params }) => {
      const storage = storageOf(param(params.ds));
      if (storage instanceof Response) return storage;
      return answer(joinDbSite(ds(), storage, param(params.site), state.now()));
    }),

    http.delete(`${API}/ds/storages/:ds/replicas/:site`, ({ params }) => {
      const storage = storageOf(param(params.ds));
      if (storage instanceof Response) return storage;
      const result = leaveDbSite(ds(), storage, param(params.site), state.now());
      if (result.ok && result.unchanged) return notFound('Site is not part of replica set');
      return answer(result);
    }),

    // emqx_cm_registry_keeper:count/1: the channel registry's size. The sandbox keeps no history of
    // expired sessions, so `since` changes nothing; with the registry off, the table stays empty.
    http.get(`${API}/sessions_count`, () => {
      const broker = state.configs.get('broker');
      const registry = isJsonObject(broker) ? broker.enable_session_registry !== false : true;
      return bareText(String(registry ? gauges(state).sessions : 0), 200);
    }),
  ];
}
