/**
 * `npm run bench:ws`: how the WebSocket tool holds up under a fast topic. A private mosquitto, the
 * built console (served with the sandbox API) in headless Chromium subscribed to `t/#`, and a Node
 * publisher flooding `t/bench` at fixed rates for 20 s each. Prints JSON per rate: messages the
 * page received per second, the longest main-thread task (PerformanceObserver 'longtask'), and the
 * JS heap at the end (as measured, and after a forced GC).
 * Targets (informative, not a test): at 10,000 msg/s the page keeps up, no task over 100 ms, heap under 150 MB.
 * Flags: --no-build, --seconds N, --rates 2000,10000,20000, --profile.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { chromium, type Page } from '@playwright/test';
import mqtt from 'mqtt';
import { chromiumLaunch } from '../../playwright.config.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { startMosquitto } from '../../tests/e2e/fixtures/mosquitto.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const flag = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECONDS = Number(flag('--seconds') ?? 20);
const RATES = (flag('--rates') ?? '2000,10000,20000').split(',').map(Number);
const TICK_MS = 10;
/** --profile: the page's busiest functions during each flood, on stderr. */
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

const receivedTotal = (page: Page) => page.getByTestId('received-counts').getAttribute('data-total').then(Number);

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

/** Publishes `rate` messages per second in 10 ms slices; returns how many it sent. */
async function flood(client: mqtt.MqttClient, rate: number, seconds: number): Promise<number> {
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

const broker = await startMosquitto();
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: DIST, quiet: true });
const browser = await chromium.launch(chromiumLaunch);
const results: object[] = [];
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });

  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openTool(page, broker.wsPort, sandbox.url);
  const publisher = await mqtt.connectAsync(broker.mqttUrl, { clientId: 'bench-publisher' });

  for (const rate of RATES) {
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
    const before = await receivedTotal(page);
    const started = Date.now();
    if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const sent = await flood(publisher, rate, SECONDS);
    if (PROFILE) printProfile((await cdp.send('Profiler.stop')).profile);
    const sentSeconds = (Date.now() - started) / 1000;
    const atEnd = await receivedTotal(page);
    // What was still in flight (broker queue, socket, one frame) when the publisher stopped.
    await page.waitForTimeout(2000);
    const drained = await receivedTotal(page);
    const statusAtEnd = await page.getByTestId('connection-status').textContent();
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const heap = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1048576;
    const heapMB = await heap();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterGcMB = await heap();
    results.push({
      rate,
      seconds: Math.round(sentSeconds * 10) / 10,
      sent,
      publishedPerSecond: Math.round(sent / sentSeconds),
      receivedPerSecond: Math.round((atEnd - before) / sentSeconds),
      receivedWithin2sAfter: drained - before,
      keptUp: drained - before >= sent,
      longTasks: longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      heapMB: Math.round(heapMB * 10) / 10,
      heapAfterGcMB: Math.round(heapAfterGcMB * 10) / 10,
      statusAtEnd,
    });
    console.error(`rate ${rate}: done`);
  }
  await publisher.endAsync();
} finally {
  await browser.close();
  await sandbox.close();
  await broker.stop();
}

console.log(JSON.stringify({ topic: 't/bench', subscription: 't/#', secondsPerRate: SECONDS, targets: { rate: 10_000, longestTaskMs: 100, heapMB: 150 }, results }, null, 2));
