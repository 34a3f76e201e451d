import { expect, test } from '@playwright/test';
import mqtt from 'mqtt';
import { startMosquitto, type MosquittoBroker } from './fixtures/mosquitto';

let broker: MosquittoBroker;

test.beforeAll(async () => {
  broker = await startMosquitto();
});
test.afterAll(async () => {
  await broker?.stop();
});

for (const protocolVersion of [4, 5] as const) {
  test(`the private broker carries MQTT v${protocolVersion === 4 ? '3.1.1' : '5'} over WebSocket`, async () => {
    const client = await mqtt.connectAsync(broker.wsUrl, { protocolVersion, clientId: `fixture-${protocolVersion}` });
    try {
      await client.subscribeAsync('t/#', { qos: 1 });
      const received = new Promise<string>((resolve) => client.once('message', (_topic, payload) => resolve(payload.toString())));
      await client.publishAsync('t/fixture', 'hello', { qos: 1 });
      expect(await received).toBe('hello');
    } finally {
      await client.endAsync();
    }
  });
}
