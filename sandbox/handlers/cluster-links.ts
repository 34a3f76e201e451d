/**
 * Cluster links (`/cluster/links…`), as emqx_cluster_link_api answers them in 5.8.1: the body
 * checked by the schema filter first (server, topics), then the name taken (ALREADY_EXISTS) and its
 * format; secrets masked in every answer and kept when a PUT sends the mask back; counters per node
 * that follow the clock while a link is connected, restart when it is changed, and reset on demand.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { keepMaskedSecrets, maskSecrets } from '../model/authn';
import { linkBodyError, linkNameError, withLinkDefaults, withoutAnswerFields } from '../model/cluster-link-config';
import { linkListItem, linkMetricsView, linkView, newLinkRecord, resetLinkMetrics, restartForwarding, settleCounting, type ClusterLinkRecord } from '../model/cluster-links';
import type { SandboxState } from '../state';
import { API, param } from './api';

const nameOf = (record: ClusterLinkRecord): string => String(record.config.name);

export function clusterLinkHandlers(state: SandboxState): HttpHandler[] {
  const find = (name: string) => state.clusterLinks.find((record) => nameOf(record) === name);
  const view = (record: ClusterLinkRecord) => linkView(maskSecrets(record.config), record, state.nodes);
  const missing = () => notFound('Cluster link not found');

  return [
    http.get(`${API}/cluster/links`, () => json(state.clusterLinks.map((record) => linkListItem(maskSecrets(record.config), record, state.nodes)))),

    http.post(`${API}/cluster/links`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.name !== 'string') return badRequest('The link needs its name, server and topics');
      const invalid = linkBodyError(body);
      if (invalid) return badRequest(invalid);
      if (find(body.name)) return badRequest('Cluster link already exists', 'ALREADY_EXISTS');
      const badName = linkNameError(body.name);
      if (badName) return badRequest(badName);
      const record = newLinkRecord(withLinkDefaults(withoutAnswerFields(body)), state.now());
      state.clusterLinks.push(record);
      return json(view(record), 201);
    }),

    http.get(`${API}/cluster/links/link/:name`, ({ params }) => {
      const record = find(param(params.name));
      return record ? json(view(record)) : missing();
    }),

    http.put(`${API}/cluster/links/link/:name`, async ({ params, request }) => {
      const body = await readJson(request);
      // The schema filter runs before the handler looks the link up.
      if (isJsonObject(body)) {
        const invalid = linkBodyError(body);
        if (invalid) return badRequest(invalid);
      }
      const name = param(params.name);
      const record = find(name);
      if (!record) return missing();
      if (!isJsonObject(body)) return badRequest('The link needs its server and topics');
      settleCounting(record, state.now());
      // The whole link is replaced (left-out fields take their defaults), the name is the path's.
      const next = withLinkDefaults({ ...keepMaskedSecrets(withoutAnswerFields(body), record.config), name, ps_actor_incarnation: record.config.ps_actor_incarnation ?? 0 });
      const changed = JSON.stringify(next) !== JSON.stringify(record.config);
      record.config = next;
      if (changed) restartForwarding(record, state.now());
      return json(view(record));
    }),

    http.delete(`${API}/cluster/links/link/:name`, ({ params }) => {
      const index = state.clusterLinks.findIndex((record) => nameOf(record) === param(params.name));
      if (index < 0) return missing();
      state.clusterLinks.splice(index, 1);
      return noContent();
    }),

    http.get(`${API}/cluster/links/link/:name/metrics`, ({ params }) => {
      const record = find(param(params.name));
      return record ? json(linkMetricsView(record, state.nodes, state.now())) : missing();
    }),

    http.put(`${API}/cluster/links/link/:name/metrics/reset`, ({ params }) => {
      const record = find(param(params.name));
      if (!record) return missing();
      resetLinkMetrics(record, state.now());
      return noContent();
    }),
  ];
}
