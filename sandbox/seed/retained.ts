/**
 * Retained messages covering the payload kinds the viewer must cope with: JSON, plain text, binary,
 * UTF-8 topics, topics with spaces, and markup that must be shown as text, never rendered.
 */
import { bytesToBase64, textToBase64 } from '../lib/base64';
import type { Rng } from '../lib/prng';
import type { RetainedRecord } from '../model/types';

const MINUTE = 60_000;

export function seedRetained(rng: Rng, now: number): RetainedRecord[] {
  const out: RetainedRecord[] = [];
  const add = (topic: string, payload: string, from: [string, string], qos: 0 | 1 | 2 = 1, agoMs = rng.int(1, 7 * 24 * 60) * MINUTE): void => {
    out.push({ topic, payload, qos, msgid: rng.hex(32).toUpperCase(), publishAt: now - agoMs, fromClientid: from[0], fromUsername: from[1] });
  };

  for (let line = 1; line <= 12; line++) {
    const status = { line, state: rng.weighted([['running', 8], ['idle', 2], ['maintenance', 1]] as const), oee: Number((0.6 + rng.next() * 0.35).toFixed(3)), shift: rng.pick(['A', 'B', 'C']), alarms: rng.int(0, 3) };
    add(`factory/line-${line}/status`, textToBase64(JSON.stringify(status)), [`sensor/line-${line} #1`, `line-${line}-sensors`], 1, rng.int(1, 300) * 1000);
  }
  for (let i = 0; i < 15; i++) {
    const serial = `DE-${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    add(`devices/${serial}/firmware`, textToBase64(rng.pick(['v2.3.1', 'v2.3.1', 'v2.4.0-rc1', 'v1.9.8'])), [`meter:${serial}`, 'meters'], 1);
  }
  for (let dock = 1; dock <= 4; dock++) {
    // A PNG signature and header chunk followed by noise: binary that is not valid UTF-8.
    const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
    for (let i = 0; i < 48; i++) bytes.push(rng.int(0, 255));
    add(`cam/dock-${dock}/thumbnail`, bytesToBase64(new Uint8Array(bytes)), [`gw_eu-west_0${dock}`, 'gateway'], 0);
  }
  for (let i = 0; i < 20; i++) {
    const truck = `truck-${rng.hex(6)}`;
    const position = { lat: Number((48 + rng.next() * 6).toFixed(5)), lon: Number((6 + rng.next() * 9).toFixed(5)), speed_kmh: rng.int(0, 95), heading: rng.int(0, 359), ts: now - rng.int(1, 600) * 1000 };
    add(`fleet/${truck}/last-position`, textToBase64(JSON.stringify(position)), [truck, 'fleet'], 1);
  }
  const regions = ['eu-west', 'us-east', 'ap-south', 'cn-north'];
  for (const region of regions) {
    const config = { region, sample_interval_ms: 1000, upload: { batch: 500, compress: 'zstd', endpoints: Array.from({ length: 12 }, (_, i) => `mqtts://edge-${region}-${i}.example.com:8883`) }, thresholds: { temperature: { warn: 70, critical: 85 }, vibration: { warn: 4.5, critical: 7.1 } } };
    add(`config/gw/${region}`, textToBase64(JSON.stringify(config, null, 2)), ['ops dashboard (Grafana)', 'ops'], 2);
  }
  // A firmware image past the viewer's 1 MB limit: offered for download, never rendered.
  const image = new Uint8Array(1_200_000).map((_, i) => (i * 31 + (i >> 9)) & 0xff);
  add('ota/gw-eu-west/image', bytesToBase64(image), ['ota-server', 'ops'], 1);
  add('xss/test', textToBase64('<img src=x onerror=alert(1)>'), ['mqttx_0badc0de', 'dev-alice'], 0);
  add('building 7/room 101/temperature', textToBase64('21.5'), ['温度传感器-01', 'line-3-sensors'], 0);
  add('传感器/温度', textToBase64('23.4°C'), ['温度传感器-01', 'line-3-sensors'], 1);
  add('legacy/line-4/state', textToBase64('ON'), ['legacy%20client', 'legacy'], 0);
  return out;
}
