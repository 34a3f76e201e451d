import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pullApiDocument } from './pull';

const document = (title: string, description: string) => JSON.stringify({ openapi: '3.0.0', info: { title, version: '5.9.0' }, paths: { '/clients': { get: { description } } } });

/** A broker that serves its document, in Chinese when asked and `chinese` is set, behind a login when `login` is set. */
async function fakeBroker(title: string, { chinese = false, login = false } = {}): Promise<{ server: Server; url: string; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    if (req.url === '/api/v5/login' && req.method === 'POST') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t0k"}');
    if (login && req.headers.authorization !== 'Bearer t0k') return void res.writeHead(401).end();
    if (req.url?.startsWith('/api-docs/swagger.json')) {
      const zh = chinese && req.url.includes('lang=zh');
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(document(title, zh ? '客户端列表' : 'The clients'));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('api:pull', () => {
  let broker: Awaited<ReturnType<typeof fakeBroker>> | undefined;
  afterEach(() => new Promise<void>((resolve) => (broker ? broker.server.close(() => resolve()) : resolve())));
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'api-pull-'));

  it('files an Enterprise document by edition and version, with the Chinese edition the broker serves', async () => {
    broker = await fakeBroker('EMQX Enterprise API', { chinese: true });
    const target = dir();
    const pulled = await pullApiDocument(broker.url, target);
    expect(pulled).toMatchObject({ enterprise: true, version: '5.9.0', file: path.join(target, 'emqx-enterprise-5.9.0.json'), zhFile: path.join(target, 'emqx-enterprise-5.9.0-zh.json') });
    expect(readFileSync(pulled.zhFile!, 'utf8')).toContain('客户端列表');
  });

  it('files an open-source document, with no Chinese file when the broker serves English only, and logs in when asked', async () => {
    broker = await fakeBroker('EMQX API', { login: true });
    const target = dir();
    const pulled = await pullApiDocument(broker.url, target, { user: 'admin:public' });
    expect(pulled).toMatchObject({ enterprise: false, file: path.join(target, 'emqx-5.9.0.json') });
    expect(pulled.zhFile).toBeUndefined();
    expect(existsSync(path.join(target, 'emqx-5.9.0-zh.json'))).toBe(false);
    expect(broker.seen.filter((r) => r.url?.startsWith('/api-docs')).every((r) => r.headers.authorization === 'Bearer t0k')).toBe(true);
  });

  it('sends an API key as Basic credentials', async () => {
    broker = await fakeBroker('EMQX API');
    await pullApiDocument(broker.url, dir(), { apiKey: 'key:secret' });
    expect(broker.seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
  });
});
