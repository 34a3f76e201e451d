import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { probeHttp, probeMqtt } from './model/bridge-probe';
import { httpTarget } from './model/bridge-targets';

const MOSQUITTO = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';

async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const close = (server: Server | ReturnType<typeof createHttpServer>) => new Promise<void>((resolve) => server.close(() => resolve()));

async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await close(server);
  return port;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto did not open port ${port}`);
}

/** A private mosquitto with two loopback listeners: one anonymous, one that lets nobody in. */
async function startMosquitto(): Promise<{ open: number; closed: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'probe-mosquitto-'));
  const [open, closed] = [await closedPort(), await closedPort()];
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    ['per_listener_settings true', 'persistence false', 'log_dest stderr', 'log_type error', `listener ${open} 127.0.0.1`, 'allow_anonymous true', `listener ${closed} 127.0.0.1`, 'allow_anonymous false'].join('\n'),
  );
  const child: ChildProcess = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(open);
  await waitForPort(closed);
  return {
    open,
    closed,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('HTTP probe', () => {
  it('succeeds on any HTTP answer, asking the URL with its path', async () => {
    const paths: string[] = [];
    const server = createHttpServer((req, res) => {
      paths.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    const port = await listen(server);
    try {
      expect(await probeHttp(`http://127.0.0.1:${port}/hooks/in?x=1`)).toEqual({ ok: true });
      expect(paths).toEqual(['HEAD /hooks/in?x=1']);
    } finally {
      await close(server);
    }
  });

  it('fails with econnrefused on a closed port', async () => {
    expect(await probeHttp(`http://127.0.0.1:${await closedPort()}`)).toEqual({ ok: false, reason: 'econnrefused' });
  });

  it('fails on a server that does not speak HTTP, and times out on one that says nothing', async () => {
    // Both read what they are sent (resume), or they would never see the probe hang up and close.
    const chatty = createTcpServer((socket) => socket.resume().end('SSH-2.0-OpenSSH_9.6\r\n'));
    const silent = createTcpServer((socket) => socket.resume());
    const [a, b] = [await listen(chatty), await listen(silent)];
    try {
      expect(await probeHttp(`http://127.0.0.1:${a}`)).toEqual({ ok: false, reason: 'not an HTTP server' });
      expect(await probeHttp(`http://127.0.0.1:${b}`, 300)).toEqual({ ok: false, reason: 'timeout' });
    } finally {
      await Promise.all([close(silent), close(chatty)]);
    }
  });

  it('refuses what is not an http(s) URL', async () => {
    expect(await probeHttp('ftp://example.com')).toEqual({ ok: false, reason: 'unsupported scheme: ftp:' });
    expect(await probeHttp('not a url')).toEqual({ ok: false, reason: 'invalid url: not a url' });
  });

  it("joins an action's path to the connector's URL, leaving placeholders out", () => {
    expect(httpTarget('http://h:8080/', '/positions/${truck}')).toBe('http://h:8080/positions/');
    expect(httpTarget('http://h:8080/api', undefined)).toBe('http://h:8080/api');
  });
});

describe('MQTT probe', () => {
  it('fails with econnrefused on a closed port', async () => {
    expect(await probeMqtt({ server: `127.0.0.1:${await closedPort()}` })).toEqual({ ok: false, reason: 'econnrefused' });
  });

  it('refuses a server address it cannot read', async () => {
    expect(await probeMqtt({ server: '' })).toEqual({ ok: false, reason: 'invalid server: ' });
  });

  it('connects to a real broker and disconnects; a refused CONNACK names the reason', async () => {
    const broker = await startMosquitto();
    try {
      expect(await probeMqtt({ server: `127.0.0.1:${broker.open}` })).toEqual({ ok: true });
      expect(await probeMqtt({ server: `127.0.0.1:${broker.open}`, protoVer: 'v5' })).toEqual({ ok: true });
      expect(await probeMqtt({ server: `127.0.0.1:${broker.closed}` })).toEqual({ ok: false, reason: 'unauthorized_client' });
      expect(await probeMqtt({ server: `127.0.0.1:${broker.closed}`, protoVer: 'v5', username: 'u', password: 'p' })).toEqual({ ok: false, reason: 'not_authorized' });
    } finally {
      await broker.stop();
    }
  });
});
