/**
 * Delayed publish, as emqx_delayed_api (v5.8.1) serves it: the settings (`/mqtt/delayed`), the held
 * messages (`/mqtt/delayed/messages`), one message by node and GUID, and every message of a topic.
 * The settings' PUT is served here, before the generic config roots of handlers/configs.ts.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { formatDelayed, guidBytesText, guidOf, isGuid } from '../model/delayed';
import { isWildcardTopic } from '../model/topic-metrics';
import { expectedAt, type DelayedRecord } from '../seed/delayed';
import { factoryConfig } from '../seed/configs';
import { findNode, type SandboxState } from '../state';
import { API, param } from './api';

const SETTINGS = '/mqtt/delayed';

/** Messages whose time has come were published and left the broker's table. */
function waiting(state: SandboxState): DelayedRecord[] {
  const now = state.now();
  state.delayed = state.delayed.filter((m) => expectedAt(m) > now);
  // The broker's table is ordered by due time.
  return [...state.delayed].sort((a, b) => expectedAt(a) - expectedAt(b));
}

// generate_http_code_map/2 of emqx_delayed_api: each error names what it was given.
const invalidNode = (node: string) => badRequest(`The node name ${node} is invalid`, 'INVALID_NODE');
const badId = (id: string) => badRequest(`Message ID ${id} schema error`, 'MESSAGE_ID_SCHEMA_ERROR');
const idNotFound = (shown: string) => notFound(`Message ID ${shown} not found`, 'MESSAGE_ID_NOT_FOUND');

/**
 * The message a path names, or the broker's answer. delayed_message/2 checks the node first, then
 * the id (with_maybe/2 stops at the first failure). GET's 404 names the id as given; DELETE's
 * prints the decoded binary id with ~s.
 * DELETE reads the node with binary_to_atom/1 and its rpc to a node that is not there has no
 * clause in the broker; the sandbox answers it as GET does.
 */
function find(state: SandboxState, params: Record<string, string | readonly string[] | undefined>, method: 'get' | 'delete'): DelayedRecord | Response {
  const node = param(params.node);
  const id = param(params.msgid);
  if (!findNode(state, node)) return invalidNode(node);
  if (!isGuid(id)) return badId(id);
  const message = waiting(state).find((m) => m.node === node && guidOf(m) === id.toUpperCase());
  return message ?? idNotFound(method === 'get' ? id : guidBytesText(id));
}

/** update_config/1: a negative max is the handler's own refusal; the rest merges into the stored config. */
function putSettings(state: SandboxState, body: unknown): Response {
  if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
  const max = body.max_delayed_messages;
  if (typeof max === 'number' && max < 0) return badRequest('Max delayed must be equal or greater than 0');
  // emqx_config_handler:merge_to_old_config/2: keys the body leaves out keep their stored value.
  const current = state.configs.get(SETTINGS);
  const stored: JsonObject = { ...(isJsonObject(current) ? current : (factoryConfig(SETTINGS) as JsonObject)), ...body };
  state.configs.set(SETTINGS, stored);
  return json(stored);
}

export function delayedHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.put(`${API}${SETTINGS}`, async ({ request }) => putSettings(state, await readJson(request))),

    http.get(`${API}/mqtt/delayed/messages`, ({ request }) => {
      const paging = readPaging(new URL(request.url));
      if (paging instanceof Response) return paging;
      const now = state.now();
      // emqx_mgmt_api:cluster_query/6: rows without payload; meta with count and hasnext.
      const { data, meta } = paginate(
        waiting(state).map((m) => formatDelayed(m, now, false)),
        paging,
      );
      const count = meta.count ?? data.length;
      return json({ data, meta: { page: meta.page, limit: meta.limit, count, hasnext: meta.page * meta.limit < count } });
    }),

    http.get(`${API}/mqtt/delayed/messages/:node/:msgid`, ({ params }) => {
      const message = find(state, params, 'get');
      return message instanceof Response ? message : json(formatDelayed(message, state.now(), true));
    }),

    http.delete(`${API}/mqtt/delayed/messages/:node/:msgid`, ({ params }) => {
      const message = find(state, params, 'delete');
      if (message instanceof Response) return message;
      state.delayed = state.delayed.filter((m) => m !== message);
      return noContent();
    }),

    // delayed_message_topic/2: a filter is refused; otherwise every node drops the topic's messages.
    http.delete(`${API}/mqtt/delayed/messages/:topic`, ({ params }) => {
      const topic = param(params.topic);
      if (isWildcardTopic(topic)) return badRequest(`The topic name ${topic} is invalid`, 'INVALID_TOPIC_NAME');
      const held = waiting(state).filter((m) => m.topic === topic);
      if (!held.length) return notFound(`Not found messages for ${topic}`, 'MESSAGE_NOT_FOUND');
      state.delayed = state.delayed.filter((m) => !held.includes(m));
      return noContent();
    }),
  ];
}
