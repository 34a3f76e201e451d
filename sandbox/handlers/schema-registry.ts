/**
 * The schema registry (`/schema_registry…`): listed in the order they were registered, registered
 * (a name the resource name rule refuses is 400 with `kind`, a taken name is 400 ALREADY_EXISTS, as the contract and the broker say; a source that does not
 * compile for its type is 400 BAD_REQUEST with the line of its first mistake), read, updated whole
 * and deleted.
 */
import { http, type HttpHandler } from 'msw';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { isJsonObject } from '../lib/json';
import { nameProblem } from '../model/schema-errors';
import { readSchemaBody, schemaView } from '../model/schema-registry';
import type { SandboxState } from '../state';
import { API, param } from './api';

export function schemaRegistryHandlers(state: SandboxState): HttpHandler[] {
  const missing = () => notFound('Schema not found');
  return [
    http.get(`${API}/schema_registry`, () => json([...state.schemaRegistry.values()].map(schemaView))),

    // '/schema_registry'(post, …): the name rule first, its refusal answered with `kind` beside the message.
    http.post(`${API}/schema_registry`, async ({ request }) => {
      const body = await readJson(request);
      const problem = nameProblem(isJsonObject(body) ? body.name : undefined);
      if (problem) return json({ code: 'BAD_REQUEST', message: problem, kind: 'validation_error' }, 400);
      const read = readSchemaBody(body, undefined);
      if ('error' in read) return badRequest(read.error);
      if (state.schemaRegistry.has(read.name)) return emqxError(400, 'ALREADY_EXISTS', 'Schema already exists');
      state.schemaRegistry.set(read.name, read);
      return json(schemaView(read), 201);
    }),

    http.get(`${API}/schema_registry/:name`, ({ params }) => {
      const record = state.schemaRegistry.get(param(params.name));
      return record ? json(schemaView(record)) : missing();
    }),

    http.put(`${API}/schema_registry/:name`, async ({ params, request }) => {
      const name = param(params.name);
      if (!state.schemaRegistry.has(name)) return missing();
      const read = readSchemaBody(await readJson(request), name);
      if ('error' in read) return badRequest(read.error);
      state.schemaRegistry.set(name, read);
      return json(schemaView(read));
    }),

    http.delete(`${API}/schema_registry/:name`, ({ params }) => {
      const name = param(params.name);
      if (!state.schemaRegistry.delete(name)) return missing();
      return noContent();
    }),
  ];
}
