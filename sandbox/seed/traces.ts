/**
 * Two traces, so the log trace screens open on something: `device_debug`, a finished ten-minute
 * trace of the line-3 temperature sensor (a client ID that is not ASCII, so byte positions and
 * characters differ), and `line3_telemetry`, a topic trace on `factory/line-3/#` that runs for
 * two hours from the sandbox's start. Their files are written from the clock when first read.
 */
import { newTrace, type TraceRecord } from '../model/traces';

const MINUTE = 60_000;

export function seedTraces(startedAt: number): Map<string, TraceRecord> {
  const at = (offset: number) => Math.floor((startedAt + offset) / 1000) * 1000;
  const traces = [
    newTrace({
      name: 'device_debug',
      type: 'clientid',
      filter: '温度传感器-01',
      payloadEncode: 'text',
      formatter: 'text',
      startAt: at(-130 * MINUTE),
      endAt: at(-120 * MINUTE),
    }),
    newTrace({
      name: 'line3_telemetry',
      type: 'topic',
      filter: 'factory/line-3/#',
      payloadEncode: 'text',
      formatter: 'json',
      startAt: at(-5 * MINUTE),
      endAt: at(115 * MINUTE),
    }),
  ];
  return new Map(traces.map((t) => [t.name, t]));
}
