import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { WAIT_LIMIT_MS } from '../../src/test/limits';

const url = (file: string) => pathToFileURL(path.resolve(import.meta.dirname, file)).href;

/**
 * A bench's life in short, in a process of its own: a broker, a publisher, a $SYS watcher, and a
 * client whose broker is gone before the end (which goes on reconnecting until ended). The process
 * must exit by itself once the resources are closed: `npm run bench:ws` printed its results and
 * then never exited.
 */
const BENCH = `
import { Resources } from '${url('resources.ts')}';
import { freePort, startMosquitto } from '${url('../../tests/e2e/fixtures/mosquitto.ts')}';
const resources = new Resources();
const broker = resources.keep(await startMosquitto('sys_interval 1'), (b) => b.stop());
await resources.mqtt(broker.mqttUrl, { clientId: 'bench-publisher' });
const sys = await resources.mqtt(broker.mqttUrl, { clientId: 'bench-sys' });
await sys.subscribeAsync('$SYS/broker/publish/messages/dropped');
const gone = await startMosquitto();
const orphan = await resources.mqtt(gone.mqttUrl, { clientId: 'orphan', reconnectPeriod: 100 });
await gone.stop();
await new Promise((resolve) => orphan.once('reconnect', resolve));
const nowhere = await resources.mqtt('mqtt://127.0.0.1:' + (await freePort()), { clientId: 'nowhere' }).catch((error) => error.code);
await resources.closeAll();
console.log(JSON.stringify({ nowhere, closed: true }));
`;

it('lets the process exit once the bench closes what it opened, whatever state its MQTT clients are in', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', BENCH], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | string | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('still running');
    }, WAIT_LIMIT_MS);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, out).toBe(0);
  expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ nowhere: 'ECONNREFUSED', closed: true });
});
