/**
 * `npm run bench:ws`: how the WebSocket tool holds up under a fast topic. A private mosquitto, the
 * built console (served with the sandbox API) in headless Chromium subscribed to `t/#`, and a Node
 * publisher flooding `t/bench` at fixed rates for 20 s each. Prints JSON per rate: messages per
 * second received (counted by the MQTT worker) and shown (listed by the page), how many the page
 * says it did not show, the page's long tasks and the longest (PerformanceObserver 'longtask'),
 * the JS heap at the end, the page's and the worker's (as measured, and after a forced GC), and
 * the machine's load average.
 * Targets (informative, not a test): at 10,000 msg/s all received, no task over 100 ms, heap under
 * 150 MB; at 20,000 msg/s no task over 100 ms and whatever is not shown is said on screen.
 * Flags: --no-build, --seconds N, --rates 2000,10000,20000, --profile.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import type { MqttClient } from 'mqtt';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { startMosquitto } from '../../tests/e2e/fixtures/mosquitto.ts';
import { Resources } from './resources.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const flag = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECONDS = Number(flag('--seconds') ?? 20);
const RATES = (flag('--rates') ?? '2000,10000,20000').split(',').map(Number);
const TICK_MS = 10;
/** --profile: the page's and the MQTT worker's busiest functions during each flood, on stderr. */
const PROFILE = process.argv.includes('--profile');

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}

/** A text the page shows: in English, or as its message id while the catalogs do not have it yet. */
const text = (english: string) => new RegExp(`^(${english.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|${generateMessageId(english)})$`);

interface CpuProfile {
  nodes: { callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }[];
}

function printProfile(profile: CpuProfile) {
  const self = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
  }
  console.error([...self].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([key, samples]) => `${samples}\t${key}`).join('\n'));
}

/** Messages the worker counted and the page listed, as the received list's counts line carries them. */
async function counts(page: Page): Promise<{ received: number; shown: number }> {
  const line = page.getByTestId('received-counts');
  const [received, shown] = await Promise.all([line.getAttribute('data-received'), line.getAttribute('data-shown')]);
  return { received: Number(received), shown: Number(shown) };
}

/** The number the page says it did not show, read from the text on screen (0 when it says nothing). */
async function notShownOnScreen(page: Page): Promise<number> {
  const text = (await page.getByTestId('received-counts').textContent()) ?? '';
  const match = /([\d,]+) messages? not shown/.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) : 0;
}

const toMB = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
/** The machine's load average (1, 5, 15 min): on a shared machine, the figures mean little without it. */
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

interface WorkerTarget {
  call<T = Record<string, number>>(method: string, params?: object): Promise<T>;
  detach(): Promise<void>;
}

/**
 * The MQTT worker, through the browser's DevTools protocol: a worker is a target of its own, which
 * Playwright's page sessions do not reach.
 */
async function attachWorker(session: CDPSession): Promise<WorkerTarget | undefined> {
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'worker');
  if (!target) return undefined;
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 1;
  const call = <T>(method: string, params?: object) =>
    new Promise<T>((resolve) => {
      const id = next++;
      const listener = (event: { sessionId?: string; message: string }) => {
        const reply = JSON.parse(event.message) as { id?: number; result?: T };
        if (event.sessionId !== sessionId || reply.id !== id) return;
        session.off('Target.receivedMessageFromTarget', listener);
        resolve(reply.result ?? ({} as T));
      };
      session.on('Target.receivedMessageFromTarget', listener);
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  return { call, detach: async () => void (await session.send('Target.detachFromTarget', { sessionId })) };
}

/** The MQTT worker's JS heap: used, then after a forced GC. */
async function workerHeap(session: CDPSession): Promise<{ heapMB: number; heapAfterGcMB: number } | undefined> {
  const worker = await attachWorker(session);
  if (!worker) return undefined;
  try {
    const used = (await worker.call('Runtime.getHeapUsage')).usedSize ?? 0;
    await worker.call('HeapProfiler.collectGarbage');
    const afterGc = (await worker.call('Runtime.getHeapUsage')).usedSize ?? 0;
    return { heapMB: toMB(used), heapAfterGcMB: toMB(afterGc) };
  } finally {
    await worker.detach();
  }
}

async function openTool(page: Page, wsPort: number, baseUrl: string) {
  await page.goto(`${baseUrl}/#/login?to=${encodeURIComponent('/websocket')}`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('public');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('textbox', { name: text('Port') }).fill(String(wsPort));
  await page.getByRole('button', { name: text('Connect') }).click();
  await page.getByTestId('connection-status').getByText(text('Connected')).waitFor();
  const subscribe = page.getByRole('region', { name: text('Subscribe') });
  await subscribe.getByRole('button', { name: text('Subscribe') }).click();
  await subscribe.getByRole('cell', { name: 't/#', exact: true }).waitFor();
}

/** Waits until the page's received count stops growing (at most 20 s): the backlog the flood left has arrived. */
async function drain(page: Page): Promise<{ received: number; shown: number; seconds: number }> {
  const start = Date.now();
  let last = await counts(page);
  for (let stable = 0; stable < 3 && Date.now() - start < 20_000; ) {
    await page.waitForTimeout(500);
    const now = await counts(page);
    stable = now.received === last.received ? stable + 1 : 0;
    last = now;
  }
  return { ...last, seconds: Math.round((Date.now() - start) / 100) / 10 };
}

/** The broker's running count of dropped messages ($SYS/broker/publish/messages/dropped). */
async function watchBrokerDropped(resources: Resources, url: string): Promise<{ settled(): Promise<number> }> {
  const client = await resources.mqtt(url, { clientId: 'bench-sys' });
  let dropped = 0;
  client.on('message', (_topic, payload) => (dropped = Number(payload.toString())));
  await client.subscribeAsync('$SYS/broker/publish/messages/dropped');
  return {
    // The broker publishes the count when it changes, at most once a second (sys_interval 1).
    async settled() {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      return dropped;
    },
  };
}

/** Publishes `rate` messages per second in 10 ms slices; returns how many it sent. */
async function flood(client: MqttClient, rate: number, seconds: number): Promise<number> {
  const perTick = rate / (1000 / TICK_MS);
  const start = Date.now();
  let sent = 0;
  while (Date.now() - start < seconds * 1000) {
    const due = Math.floor(((Date.now() - start) / 1000) * rate);
    for (; sent < due; sent++) client.publish('t/bench', `{"seq":${sent},"ts":${Date.now()},"v":${Math.round(Math.random() * 1000) / 10}}`, { qos: 0 });
    await new Promise((resolve) => setTimeout(resolve, perTick >= 1 ? TICK_MS : 1000 / rate));
  }
  return sent;
}

const resources = new Resources();
const results: object[] = [];
try {
  // $SYS every second: the broker's count of messages it dropped (QoS 0 to a subscriber that lags) is what
  // no client can see; the bench reads it to account for every message sent.
  const broker = resources.keep(await startMosquitto('sys_interval 1'), (b) => b.stop());
  const sandbox = resources.keep(await startSandbox({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true }), (s) => s.close());
  const browser = resources.keep(await chromium.launch(chromiumLaunch), (b) => b.close());
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openTool(page, broker.wsPort, sandbox.url);
  const publisher = await resources.mqtt(broker.mqttUrl, { clientId: 'bench-publisher' });
  const brokerDropped = await watchBrokerDropped(resources, broker.mqttUrl);

  const browserSession = await browser.newBrowserCDPSession();

  for (const rate of RATES) {
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
    const before = await counts(page);
    const notShownBefore = await notShownOnScreen(page);
    const droppedBefore = await brokerDropped.settled();
    const started = Date.now();
    const workerProfiler = PROFILE ? await attachWorker(browserSession) : undefined;
    if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    await workerProfiler?.call('Profiler.enable').then(() => workerProfiler.call('Profiler.start'));
    const sent = await flood(publisher, rate, SECONDS);
    if (PROFILE) {
      console.error(`rate ${rate}, page:`);
      printProfile((await cdp.send('Profiler.stop')).profile);
    }
    if (workerProfiler) {
      console.error(`rate ${rate}, MQTT worker:`);
      printProfile((await workerProfiler.call<{ profile: CpuProfile }>('Profiler.stop')).profile);
      await workerProfiler.detach();
    }
    const sentSeconds = (Date.now() - started) / 1000;
    const atEnd = await counts(page);
    // What was still in flight (broker queue, socket, the worker) when the publisher stopped.
    const drained = await drain(page);
    const droppedByBroker = (await brokerDropped.settled()) - droppedBefore;
    const received = drained.received - before.received;
    const shown = drained.shown - before.shown;
    const statusAtEnd = await page.getByTestId('connection-status').textContent();
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const heap = async () => toMB((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
    const heapMB = await heap();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterGcMB = await heap();
    results.push({
      rate,
      seconds: Math.round(sentSeconds * 10) / 10,
      sent,
      publishedPerSecond: Math.round(sent / sentSeconds),
      receivedPerSecond: Math.round((atEnd.received - before.received) / sentSeconds),
      shownPerSecond: Math.round((atEnd.shown - before.shown) / sentSeconds),
      received,
      shown,
      notShown: received - shown,
      notShownSaidOnScreen: (await notShownOnScreen(page)) - notShownBefore,
      droppedByBroker,
      unaccounted: sent - received - droppedByBroker,
      drainedAfterSeconds: drained.seconds,
      longTasks: longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      heapMB,
      heapAfterGcMB,
      worker: await workerHeap(browserSession).catch((error: Error) => ({ error: error.message })),
      statusAtEnd,
      loadAverage: loadAverage(),
    });
    console.error(`rate ${rate}: done`);
  }
} finally {
  await resources.closeAll();
}

console.log(
  JSON.stringify(
    {
      topic: 't/bench',
      subscription: 't/#',
      secondsPerRate: SECONDS,
      cpus: os.cpus().length,
      loadAverageAtEnd: loadAverage(),
      targets: { rate: 10_000, longestTaskMs: 100, heapMB: 150, at20000: 'no task over 100 ms; notShown said on screen' },
      results,
    },
    null,
    2,
  ),
);
