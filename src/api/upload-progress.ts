/**
 * `fetch` as XMLHttpRequest does it, for one reason: fetch cannot report how much of a request body
 * has been sent, and a plugin package takes a while to upload. The HTTP wrapper uses it when the
 * caller asks for upload progress; everything else (token, timeout, errors) stays the wrapper's.
 */

/** Responses that carry no body (the Response constructor refuses one for them). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A form as multipart/form-data bytes, with its content type (boundary included). */
async function encodeForm(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const boundary = `----emqx-console-${crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const quote = (text: string) => text.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  for (const [name, value] of form.entries()) {
    const file = typeof value === 'string' ? undefined : value;
    const head = [`--${boundary}`, `Content-Disposition: form-data; name="${quote(name)}"${file ? `; filename="${quote(file.name)}"` : ''}`];
    if (file) head.push(`Content-Type: ${file.type || 'application/octet-stream'}`);
    parts.push(encoder.encode(`${head.join('\r\n')}\r\n\r\n`));
    parts.push(file ? new Uint8Array(await file.arrayBuffer()) : encoder.encode(value as string));
    parts.push(encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function fetchWithUploadProgress(url: string, init: RequestInit, onProgress: (loaded: number, total: number) => void): Promise<Response> {
  // Sent as plain bytes: every XMLHttpRequest (jsdom's in the tests too) sends those the same way
  // and counts them as they go.
  const headers = new Headers(init.headers);
  let body: Uint8Array | ArrayBuffer | null = null;
  if (init.body instanceof FormData) {
    const form = await encodeForm(init.body);
    body = form.body;
    headers.set('Content-Type', form.type);
  } else if (init.body !== undefined && init.body !== null) {
    const request = new Request(url, init);
    body = await request.arrayBuffer();
    const type = request.headers.get('Content-Type');
    if (type) headers.set('Content-Type', type);
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : (body?.byteLength ?? 0));
    xhr.onload = () => {
      const text = NULL_BODY.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    const signal = init.signal;
    if (signal?.aborted) return void reject(new DOMException('The request was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body as XMLHttpRequestBodyInit | null);
  });
}
