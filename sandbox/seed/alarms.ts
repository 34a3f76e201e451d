/** Activated alarms as a busy cluster raises them, and a week of deactivated history. */
import type { Rng } from '../lib/prng';
import type { AlarmRecord } from '../model/types';
import type { SandboxNode } from './cluster';

const HOUR = 3_600_000;

type Make = (rng: Rng, node: string) => Omit<AlarmRecord, 'activateAt' | 'deactivateAt' | 'node'>;

const memory: Make = (rng) => {
  const usage = 70 + rng.next() * 15;
  return { name: 'high_system_memory_usage', message: `System memory usage is higher than 70%`, details: { high_watermark: 70, usage: `${usage.toFixed(2)}%` } };
};

const cpu: Make = (rng) => {
  const usage = 80 + rng.next() * 18;
  return { name: 'high_cpu_usage', message: `${usage.toFixed(2)}% cpu usage`, details: { high_watermark: 80, low_watermark: 60, usage: `${usage.toFixed(2)}%` } };
};

const congestion: Make = (rng) => {
  const region = rng.pick(['eu-west', 'us-east', 'ap-south', 'cn-north']);
  const clientid = `gw_${region}_0${rng.int(1, 9)}`;
  return {
    name: `conn_congestion/${clientid}/gateway`,
    message: `connection congested: clientid=${clientid}, username=gateway`,
    details: { clientid, username: 'gateway', conn_state: 'connected', recv_cnt: rng.int(1e4, 1e6), send_cnt: rng.int(1e4, 1e6), send_pend: rng.int(4096, 65536), peername: `172.16.1.${rng.int(2, 60)}:${rng.int(32768, 60999)}`, sockname: '0.0.0.0:1883', proto_name: 'MQTT', proto_ver: 5 },
  };
};

const processes: Make = (rng) => {
  const usage = 80 + rng.next() * 10;
  return { name: 'too_many_processes', message: `${usage.toFixed(2)}% process usage`, details: { high_watermark: 80, low_watermark: 60, usage: `${usage.toFixed(2)}%` } };
};

const connector: Make = () => ({
  name: 'connector:kafka_producer:kafka-prod',
  message: 'resource down: econnrefused',
  details: { resource_id: 'connector:kafka_producer:kafka-prod', reason: 'econnrefused' },
});

const license: Make = () => ({
  name: 'license_quota',
  message: 'License: sessions quota exceeds 80%',
  details: { high_watermark: 80, low_watermark: 75, max: 10000 },
});

export function seedAlarms(rng: Rng, nodes: readonly SandboxNode[], now: number): AlarmRecord[] {
  const nodeNames = nodes.map((n) => n.name);
  const alarms: AlarmRecord[] = [];
  const active: [Make, string][] = [
    [memory, nodeNames[2] ?? ''],
    [cpu, nodeNames[0] ?? ''],
    [congestion, nodeNames[1] ?? ''],
    [connector, nodeNames[0] ?? ''],
  ];
  for (const [make, node] of active) {
    alarms.push({ ...make(rng, node), node, activateAt: now - rng.int(2, 300) * 60_000 });
  }
  for (let i = 0; i < 28; i++) {
    const make = rng.weighted<Make>([[cpu, 4], [memory, 3], [congestion, 5], [processes, 1], [connector, 2], [license, 1]]);
    const node = rng.pick(nodeNames);
    const activateAt = now - rng.int(1, 7 * 24) * HOUR - rng.int(0, 3_599_999);
    const deactivateAt = Math.min(now - 60_000, activateAt + rng.int(10, 90 * 60) * 1000);
    alarms.push({ ...make(rng, node), node, activateAt, deactivateAt });
  }
  return alarms.sort((a, b) => b.activateAt - a.activateAt);
}
