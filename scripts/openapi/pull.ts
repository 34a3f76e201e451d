/**
 * Downloads a live broker's OpenAPI document (and its Chinese edition where the broker serves one)
 * and files it under openapi/ by edition and version. The document is public on a stock broker;
 * `auth` is for one behind a proxy that asks: dashboard credentials (`user:password`, logged in for
 * a token) or an API key (`key:secret`, sent as Basic).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PulledDocument {
  file: string;
  enterprise: boolean;
  version: string;
  /** The Chinese edition saved beside it, when the broker served one. */
  zhFile?: string;
}

export type PullAuth = { user: string } | { apiKey: string };

const CJK = /[\u4e00-\u9fff]/;
const TIMEOUT = 30_000;

async function authorization(base: URL, auth: PullAuth | undefined): Promise<Record<string, string>> {
  if (!auth) return {};
  if ('apiKey' in auth) return { authorization: `Basic ${Buffer.from(auth.apiKey).toString('base64')}` };
  const at = auth.user.indexOf(':');
  const body = { username: auth.user.slice(0, at), password: auth.user.slice(at + 1) };
  const response = await fetch(new URL('api/v5/login', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT) });
  if (!response.ok) throw new Error(`Login as ${body.username} answered ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

type Doc = { openapi?: string; info?: { title?: string; version?: string }; paths?: object };

async function fetchDocument(url: URL, headers: Record<string, string>): Promise<{ text: string; doc: Doc }> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
  const text = await response.text();
  const doc = JSON.parse(text) as Doc;
  if (!doc.openapi || !doc.paths) throw new Error(`${url} is not an OpenAPI document`);
  return { text, doc };
}

export async function pullApiDocument(brokerUrl: string, targetDir: string, auth?: PullAuth): Promise<PulledDocument> {
  const base = new URL(brokerUrl.endsWith('/') ? brokerUrl : `${brokerUrl}/`);
  const headers = await authorization(base, auth);
  const { text, doc } = await fetchDocument(new URL('api-docs/swagger.json', base), headers);
  const version = doc.info?.version ?? 'unknown';
  const enterprise = /enterprise/i.test(doc.info?.title ?? '');
  const file = path.join(targetDir, `emqx-${enterprise ? 'enterprise-' : ''}${version}.json`);
  writeFileSync(file, text);
  // A broker whose dashboard speaks Chinese serves Chinese help; one that ignores `lang` serves English again.
  const zh = await fetchDocument(new URL('api-docs/swagger.json?lang=zh', base), { ...headers, 'accept-language': 'zh' }).catch(() => undefined);
  if (!zh || !CJK.test(zh.text)) return { file, enterprise, version };
  const zhFile = file.replace(/\.json$/, '-zh.json');
  writeFileSync(zhFile, zh.text);
  return { file, enterprise, version, zhFile };
}
