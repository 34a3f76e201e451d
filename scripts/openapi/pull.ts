/** Downloads a live broker's OpenAPI document and files it under openapi/ by edition and version. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PulledDocument {
  file: string;
  enterprise: boolean;
  version: string;
}

export async function pullApiDocument(brokerUrl: string, targetDir: string): Promise<PulledDocument> {
  const url = new URL('api-docs/swagger.json', brokerUrl.endsWith('/') ? brokerUrl : `${brokerUrl}/`);
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
  const text = await response.text();
  const doc = JSON.parse(text) as { openapi?: string; info?: { title?: string; version?: string }; paths?: object };
  if (!doc.openapi || !doc.paths) throw new Error(`${url} is not an OpenAPI document`);
  const version = doc.info?.version ?? 'unknown';
  const enterprise = /enterprise/i.test(doc.info?.title ?? '');
  const file = path.join(targetDir, `emqx-${enterprise ? 'enterprise-' : ''}${version}.json`);
  writeFileSync(file, text);
  return { file, enterprise, version };
}
