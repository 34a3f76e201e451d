/**
 * Smart Data Hub (EMQX 5.8 Enterprise): `/schema_validations…` and `/message_transformations…`, one
 * set of handlers for both kinds, as their API modules are alike (list in order, create, update whole
 * by name in the body, read, delete, reorder, enable, metrics and their reset), the transformation dry
 * run, `/schema_registry_external…`, and both kinds' Prometheus endpoints. Answers and messages are
 * the broker's (see the model files).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { metricsView, newMetrics, prometheusText, reorder, resetMetrics, setEnabled, type HubItem } from '../model/hub-items';
import type { Read } from '../model/schema-errors';
import { readTransformation, runTransformation, type TransformationItem } from '../model/message-transformations';
import { readRegistry, registryView } from '../model/external-registries';
import { readValidation, type ValidationItem } from '../model/schema-validations';
import type { SandboxState } from '../state';
import { API, param } from './api';

interface Kind<T extends HubItem> {
  base: string;
  one: string;
  noun: 'Validation' | 'Transformation';
  prometheus: string;
  items(): T[];
  setItems(items: T[]): void;
  read(body: unknown): Read<Omit<T, 'metrics' | 'traffic'>>;
}

function kindHandlers<T extends HubItem>(state: SandboxState, kind: Kind<T>): HttpHandler[] {
  const missing = () => notFound(`${kind.noun} not found`);
  const find = (name: string) => kind.items().find((i) => i.name === name);
  const byName = (params: Record<string, string | readonly string[] | undefined>) => find(param(params.name));
  return [
    http.get(`${API}${kind.base}`, () => json(kind.items().map((i) => i.config))),

    http.post(`${API}${kind.base}`, async ({ request }) => {
      const read = kind.read(await readJson(request));
      if ('error' in read) return badRequest(read.error);
      if (find(read.ok.name)) return emqxError(400, 'ALREADY_EXISTS', `${kind.noun} already exists`);
      const item = { ...read.ok, metrics: newMetrics(read.ok.enable, state.now()) } as T;
      kind.setItems([...kind.items(), item]);
      return json(item.config, 201);
    }),

    http.put(`${API}${kind.base}`, async ({ request }) => {
      const body = await readJson(request);
      const read = kind.read(body);
      if ('error' in read) return badRequest(read.error);
      if (!find(read.ok.name)) return missing();
      // An update is a new insertion in place: its metrics start again.
      const item = { ...read.ok, metrics: newMetrics(read.ok.enable, state.now()) } as T;
      kind.setItems(kind.items().map((i) => (i.name === item.name ? item : i)));
      return json(item.config);
    }),

    http.post(`${API}${kind.base}/reorder`, async ({ request }) => {
      const body = await readJson(request);
      const ordered = reorder(kind.items(), isJsonObject(body) ? body.order : undefined);
      if (!Array.isArray(ordered)) return json(ordered, 400);
      kind.setItems(ordered);
      return noContent();
    }),

    http.get(`${API}${kind.one}/:name`, ({ params }) => {
      const item = byName(params);
      return item ? json(item.config) : missing();
    }),

    http.delete(`${API}${kind.one}/:name`, ({ params }) => {
      const item = byName(params);
      if (!item) return missing();
      kind.setItems(kind.items().filter((i) => i !== item));
      return noContent();
    }),

    http.post(`${API}${kind.one}/:name/enable/:enable`, ({ params }) => {
      const item = byName(params);
      if (!item) return missing();
      setEnabled(item, param(params.enable) === 'true', state.now());
      return noContent();
    }),

    http.get(`${API}${kind.one}/:name/metrics`, ({ params }) => {
      const item = byName(params);
      return item ? json(metricsView(item, state.nodes, state.now())) : missing();
    }),

    http.post(`${API}${kind.one}/:name/metrics/reset`, ({ params }) => {
      const item = byName(params);
      if (!item) return missing();
      resetMetrics(item, state.now());
      return noContent();
    }),

    http.get(`${API}/prometheus/${kind.prometheus}`, ({ request }) => {
      const mode = new URL(request.url).searchParams.get('mode');
      // JSON only when asked for exactly, as emqx_prometheus_api does; the text format otherwise.
      if (request.headers.get('accept') === 'application/json') return json(prometheusJson(state, kind, mode));
      return new HttpResponse(prometheusText(`emqx_${kind.prometheus}`, kind.items(), state.nodes, state.now(), mode), { headers: { 'content-type': 'text/plain' } });
    }),
  ];
}

/** 5.8.1's JSON form: one object per item, its series named as in the text format. */
function prometheusJson<T extends HubItem>(state: SandboxState, kind: Kind<T>, mode: string | null): JsonObject {
  const prefix = `emqx_${kind.prometheus}`;
  const key = kind.prometheus === 'schema_validation' ? 'schema_validations' : 'message_transformations';
  const nodes = mode === 'node' || mode === null ? state.nodes.slice(0, 1) : state.nodes;
  return {
    [key]: kind.items().map((item) => {
      const m = metricsView(item, nodes, state.now(), state.nodes[0]?.name).metrics as Record<string, number>;
      return {
        validation_name: item.name,
        [`${prefix}_enable`]: item.enable ? 1 : 0,
        [`${prefix}_matched`]: m.matched ?? 0,
        [`${prefix}_failed`]: m.failed ?? 0,
        [`${prefix}_succeeded`]: m.succeeded ?? 0,
      };
    }),
  };
}

function dryRunHandler(state: SandboxState): HttpHandler {
  return http.post(`${API}/message_transformations/dryrun`, async ({ request }) => {
    const body = await readJson(request);
    if (!isJsonObject(body) || !isJsonObject(body.message)) return badRequest(JSON.stringify({ kind: 'validation_error', path: 'root.message', reason: 'required_field' }));
    const read = readTransformation(body.transformation, 'transformation.');
    if ('error' in read) return badRequest(read.error);
    const m = body.message;
    const strings = (v: unknown) => (isJsonObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {});
    const result = runTransformation(
      read.ok,
      {
        topic: String(m.topic),
        payload: String(m.payload),
        qos: typeof m.qos === 'number' ? m.qos : 0,
        retain: m.retain === true,
        clientid: typeof m.clientid === 'string' ? m.clientid : 'test-clientid',
        username: typeof m.username === 'string' ? m.username : undefined,
        peername: typeof m.peername === 'string' ? m.peername : '127.0.0.1:19872',
        userProperty: strings(m.user_property),
        pubProps: isJsonObject(m.pub_props) ? m.pub_props : {},
        clientAttrs: isJsonObject(m.client_attrs) ? m.client_attrs : {},
      },
      state.schemaRegistry,
      state.now(),
      state.nodes[0]?.name ?? 'emqx@127.0.0.1',
    );
    if ('failure' in result) return json(result.failure, 400);
    const { ok } = result;
    return json({ payload: ok.payload, qos: ok.qos, topic: ok.topic, retain: ok.retain, user_property: ok.userProperty });
  });
}

function externalRegistryHandlers(state: SandboxState): HttpHandler[] {
  const registries = () => state.dataHub.externalRegistries;
  const missing = () => notFound('External registry not found');
  return [
    http.get(`${API}/schema_registry_external`, () => json(Object.fromEntries([...registries()].map(([name, config]) => [name, registryView(config)])))),

    http.post(`${API}/schema_registry_external`, async ({ request }) => {
      const read = readRegistry(await readJson(request), true);
      if ('error' in read) return badRequest(read.error);
      if (registries().has(read.ok.name!)) return badRequest('External registry already exists');
      registries().set(read.ok.name!, read.ok.config);
      return json(registryView(read.ok.config), 201);
    }),

    http.get(`${API}/schema_registry_external/registry/:name`, ({ params }) => {
      const config = registries().get(param(params.name));
      return config ? json(registryView(config)) : missing();
    }),

    http.put(`${API}/schema_registry_external/registry/:name`, async ({ params, request }) => {
      const name = param(params.name);
      if (!registries().has(name)) return missing();
      const read = readRegistry(await readJson(request), false);
      if ('error' in read) return badRequest(read.error);
      registries().set(name, read.ok.config);
      return json(registryView(read.ok.config));
    }),

    // Deleting a name that is not there is done already: 204, as the broker answers.
    http.delete(`${API}/schema_registry_external/registry/:name`, ({ params }) => {
      registries().delete(param(params.name));
      return noContent();
    }),
  ];
}

export function dataHubHandlers(state: SandboxState): HttpHandler[] {
  const hub = state.dataHub;
  const validations: Kind<ValidationItem> = {
    base: '/schema_validations',
    one: '/schema_validations/validation',
    noun: 'Validation',
    prometheus: 'schema_validation',
    items: () => hub.validations,
    setItems: (items) => void (hub.validations = items),
    read: (body) => readValidation(body, state.schemaRegistry),
  };
  const transformations: Kind<TransformationItem> = {
    base: '/message_transformations',
    one: '/message_transformations/transformation',
    noun: 'Transformation',
    prometheus: 'message_transformation',
    items: () => hub.transformations,
    setItems: (items) => void (hub.transformations = items),
    read: (body) => readTransformation(body),
  };
  // The dry run first: `/message_transformations/dryrun` is no transformation's path.
  return [dryRunHandler(state), ...kindHandlers(state, validations), ...kindHandlers(state, transformations), ...externalRegistryHandlers(state)];
}
