/**
 * Log traces (`/trace…`): created (the broker's name rule and time checks, a taken name or the same
 * condition at the same start refused with 409), listed newest first with their status and log size
 * per node, stopped, deleted one by one or all at once. While a trace runs its files grow with
 * lines for what it follows; `log` reads them by byte position, `log_detail` gives their sizes and
 * `download` packs them into a zip, one file per node, as the broker does.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { writeZip } from '../lib/zip';
import { emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { logContent, readLog } from '../model/trace-log';
import { advanceTrace, createdView, MAX_TRACES, NAME_RULE, newTrace, parseTrace, traceFileName, traceView, type TraceRecord } from '../model/traces';
import type { SandboxState } from '../state';
import { API, param } from './api';

/** `bytes` when the request gives none (the contract's default). */
const DEFAULT_READ_BYTES = 1000;

export function traceHandlers(state: SandboxState): HttpHandler[] {
  /** The trace named, its files written up to now; undefined when there is none. */
  const find = (name: string): TraceRecord | undefined => {
    const trace = state.traces.get(name);
    if (trace) advanceTrace(trace, state, state.now());
    return trace;
  };
  const missing = (name: string) => notFound(`${name} NOT FOUND`);
  const view = (trace: TraceRecord) => traceView(trace, state.nodes, state.now());
  /** The `node` query parameter: a node of the cluster, the first one when absent, undefined when unknown. */
  const nodeOf = (request: Request): string | undefined => {
    const asked = new URL(request.url).searchParams.get('node');
    if (asked === null) return state.nodes[0]?.name;
    return state.nodes.some((n) => n.name === asked) ? asked : undefined;
  };
  // parse_node/2 failing: ?NOT_FOUND_WITH_MSG(<<"Node">>).
  const unknownNode = () => notFound('Node NOT FOUND');
  /**
   * emqx_mgmt_api_trace:validate_name/1, the validator of the body's and the path's `name`: checked
   * with the schema, before the handler, so a 400 BAD_REQUEST with hocon's error as JSON text.
   */
  const badName = (name: unknown, where: string): Response | undefined => {
    if (typeof name !== 'string') return undefined;
    const length = new TextEncoder().encode(name).length;
    const reason = length === 0 || length > 256 ? 'Name Length must =< 256' : NAME_RULE.test(name) ? undefined : `Name should be ${NAME_RULE.source}`;
    return reason ? emqxError(400, 'BAD_REQUEST', JSON.stringify({ kind: 'validation_error', path: where, reason, value: name })) : undefined;
  };

  return [
    http.get(`${API}/trace`, () => {
      const now = state.now();
      const traces = [...state.traces.values()];
      for (const trace of traces) advanceTrace(trace, state, now);
      // Newest first, as the broker sorts them.
      return json(traces.sort((a, b) => b.startAt - a.startAt || a.name.localeCompare(b.name)).map(view));
    }),

    http.post(`${API}/trace`, async ({ request }) => {
      const body = await readJson(request);
      // emqx_trace:create/1 counts the table before it reads the trace.
      if (state.traces.size >= MAX_TRACES) return emqxError(400, 'INVALID_PARAMS', 'The number of traces created has reached the maximum please delete the useless ones first');
      const nameError = badName((body as { name?: unknown } | undefined)?.name, 'root.name');
      if (nameError) return nameError;
      const draft = parseTrace(body, state.now());
      if ('error' in draft) return emqxError(400, 'INVALID_PARAMS', draft.error);
      if (state.traces.has(draft.name)) return emqxError(409, 'ALREADY_EXISTS', `${draft.name} Already Exists`);
      const same = [...state.traces.values()].find((t) => t.type === draft.type && t.filter === draft.filter && t.startAt === draft.startAt);
      if (same) return emqxError(409, 'DUPLICATE_CONDITION', `${same.name} Duplication Condition`);
      const trace = newTrace(draft);
      state.traces.set(trace.name, trace);
      advanceTrace(trace, state, state.now());
      return json(createdView(trace, state.nodes, state.now()));
    }),

    http.delete(`${API}/trace`, () => {
      state.traces.clear();
      return noContent();
    }),

    http.delete(`${API}/trace/:name`, ({ params }) => {
      const name = param(params.name);
      const invalid = badName(name, 'name');
      if (invalid) return invalid;
      return state.traces.delete(name) ? noContent() : missing(name);
    }),

    http.put(`${API}/trace/:name/stop`, ({ params }) => {
      const name = param(params.name);
      const invalid = badName(name, 'name');
      if (invalid) return invalid;
      const trace = find(name);
      if (!trace) return missing(name);
      // A trace already over stays as it ended; the files keep what was written.
      if (trace.stoppedAt === undefined && state.now() < trace.endAt) trace.stoppedAt = state.now();
      // update_trace/2 answers `#{enable => false, name => Name}`, not the trace.
      return json({ enable: false, name });
    }),

    http.get(`${API}/trace/:name/log_detail`, ({ params }) => {
      const name = param(params.name);
      const invalid = badName(name, 'name');
      if (invalid) return invalid;
      const trace = find(name);
      if (!trace) return missing(name);
      return json([...trace.files].map(([node, file]) => ({ node, size: file.size, mtime: Math.floor(file.mtime / 1000) })));
    }),

    http.get(`${API}/trace/:name/log`, ({ params, request }) => {
      const name = param(params.name);
      const invalid = badName(name, 'name');
      if (invalid) return invalid;
      const trace = find(name);
      if (!trace) return missing(name);
      const node = nodeOf(request);
      if (node === undefined) return unknownNode();
      const search = new URL(request.url).searchParams;
      const position = Number(search.get('position') ?? 0);
      const bytes = Number(search.get('bytes') ?? DEFAULT_READ_BYTES);
      const file = trace.files.get(node);
      // A trace still waiting has no file yet: nothing to read, as the broker answers then.
      if (!file) return json({ items: '', meta: { position, bytes } });
      const chunk = readLog(file, position, bytes);
      return json({ items: chunk.text, meta: { position: chunk.position, bytes } });
    }),

    http.get(`${API}/trace/:name/download`, ({ params, request }) => {
      const name = param(params.name);
      const invalid = badName(name, 'name');
      if (invalid) return invalid;
      const trace = find(name);
      if (!trace) return missing(name);
      const asked = new URL(request.url).searchParams.has('node');
      const node = nodeOf(request);
      if (asked && node === undefined) return unknownNode();
      const file = traceFileName(trace);
      const entries = [...trace.files]
        .filter(([n]) => !asked || n === node)
        .map(([n, log]) => ({ name: `${n}-${file}`, data: logContent(log), modifiedAt: log.mtime }))
        // group_trace_files/2 packs the nonempty files only; none (a waiting trace has none) is 404 "Trace is empty".
        .filter((e) => e.data.length > 0);
      if (entries.length === 0) return notFound('Trace is empty');
      const zip = writeZip(entries);
      return new HttpResponse(zip.buffer as ArrayBuffer, {
        status: 200,
        // The broker's headers (the document says application/octet-stream).
        headers: { 'content-type': 'application/x-zip', 'content-disposition': `attachment; filename=${trace.name}.zip` },
      });
    }),
  ];
}
