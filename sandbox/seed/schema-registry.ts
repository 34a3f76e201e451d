/**
 * Schemas an operator would have registered: `sensor_reading` (JSON schema of the line sensors'
 * readings, which the e2e route sweep opens), `device_event` (Avro) and `telemetry_frame` (Protobuf).
 */
import type { SchemaRecord } from '../model/schema-registry';

const SENSOR_READING = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {
    "device_id": { "type": "string" },
    "temperature": { "type": "number", "minimum": -40, "maximum": 125 },
    "humidity": { "type": "number", "minimum": 0, "maximum": 100 },
    "ts": { "type": "integer" }
  },
  "required": ["device_id", "temperature", "ts"]
}
`;

const DEVICE_EVENT = `{
  "type": "record",
  "name": "DeviceEvent",
  "namespace": "com.example.factory",
  "fields": [
    { "name": "device_id", "type": "string" },
    { "name": "kind", "type": { "type": "enum", "name": "Kind", "symbols": ["BOOT", "ALARM", "SHUTDOWN"] } },
    { "name": "detail", "type": ["null", "string"], "default": null },
    { "name": "at", "type": { "type": "long", "logicalType": "timestamp-millis" } }
  ]
}
`;

const TELEMETRY_FRAME = `syntax = "proto3";

package factory.telemetry;

message TelemetryFrame {
  string device_id = 1;
  int64 ts = 2;
  repeated Sample samples = 3;

  message Sample {
    string metric = 1;
    double value = 2;
  }
}
`;

export function seedSchemaRegistry(): Map<string, SchemaRecord> {
  const schemas: SchemaRecord[] = [
    { name: 'sensor_reading', type: 'json', description: 'Readings of the line sensors (sensor/+/reading)', source: SENSOR_READING },
    { name: 'device_event', type: 'avro', description: 'Device life-cycle events, Avro-encoded by the gateways', source: DEVICE_EVENT },
    { name: 'telemetry_frame', type: 'protobuf', description: 'Batched telemetry frames from the edge collectors', source: TELEMETRY_FRAME },
  ];
  return new Map(schemas.map((s) => [s.name, s]));
}
