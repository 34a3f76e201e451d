/**
 * EMQX's `${path}` templates (emqx_template with emqx_jsonish bindings), as actions apply them to
 * a rule's output. Shared by the console (the rule test's preview of what each output would send)
 * and the sandbox (whose HTTP actions really send): both must render exactly as the broker does.
 */

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/**
 * Looks a dotted path up in the rule's output. Like emqx_jsonish, a step into a string that holds
 * JSON (a payload) reads the decoded JSON; a missing value is `undefined`.
 */
export function lookup(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (typeof at === 'string') at = parseJson(at);
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key) - 1] : (at as Record<string, unknown>)[key];
  }
  return at;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** emqx_template:to_string: strings as they are, numbers and booleans as text, maps and lists as JSON. */
export function toTemplateString(value: unknown): string {
  if (value === undefined || value === null) return 'undefined';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Fills every `${path}` of `template`; a missing value renders as `undefined`, as the broker does.
 * emqx_template drops one leading dot: `${.}` (or `${}`) is the whole output, `${.a}` is `${a}`.
 */
export function renderTemplate(template: string, data: unknown): string {
  return template.replace(PLACEHOLDER, (_, path: string) => {
    const name = path.trim().replace(/^\./, '');
    return toTemplateString(name === '' ? data : lookup(data, name));
  });
}

/** The placeholders a template reads, in order, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!.trim()))];
}

export interface HttpRequestTemplate {
  method?: string;
  /** Appended to the connector's URL. */
  path?: string;
  headers?: Record<string, string>;
  /** Empty or absent: the whole output as JSON, as the broker sends it. */
  body?: string;
}

export interface RenderedHttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Joins the connector's URL and the action's path with exactly one slash, as emqx_utils_uri:join_path. */
export function joinUrl(base: string, path: string): string {
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The request an HTTP action sends for one output: method, connector URL + action path, the
 * connector's headers overridden by the action's, and the body (the whole output as JSON when the
 * action has none). Headers whose value holds CR, LF or NUL are dropped, as the broker drops them.
 */
export function renderHttpRequest(connector: { url: string; headers?: Record<string, string> }, action: HttpRequestTemplate, data: unknown): RenderedHttpRequest {
  const headers: Record<string, string> = {};
  const put = (source: Record<string, string> | undefined) => {
    for (const [key, value] of Object.entries(source ?? {})) {
      const name = renderTemplate(key, data);
      const text = renderTemplate(String(value), data);
      if (/[\r\n\0]/.test(name) || /[\r\n\0]/.test(text)) continue;
      for (const existing of Object.keys(headers)) if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
      headers[name] = text;
    }
  };
  put(connector.headers);
  put(action.headers);
  const body = action.body === undefined || action.body === '' ? JSON.stringify(data) : renderTemplate(action.body, data);
  return {
    method: renderTemplate(action.method ?? 'post', data).toUpperCase(),
    url: joinUrl(connector.url, renderTemplate(action.path ?? '', data)),
    headers,
    body,
  };
}
