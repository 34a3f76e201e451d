import type { IPublishPacket } from 'mqtt';

/** A received message's MQTT 5 properties as JSON text for the detail view; undefined when it had none. */
export function messagePropertiesText(packet: Pick<IPublishPacket, 'properties'>): string | undefined {
  const p = packet.properties;
  if (!p || !Object.keys(p).length) return undefined;
  const decoded = {
    ...p,
    correlationData: p.correlationData ? new TextDecoder().decode(p.correlationData) : undefined,
  };
  return JSON.stringify(decoded, null, 2);
}
