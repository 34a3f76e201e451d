import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

/**
 * What a bench opens (brokers, servers, the browser, MQTT clients), closed last opened first
 * however the run ends. One thing left open keeps Node from exiting: an MQTT client, for one,
 * goes on reconnecting to the broker the bench stopped.
 */
export class Resources {
  #closes: (() => unknown)[] = [];

  keep<T>(resource: T, close: (resource: T) => unknown): T {
    this.#closes.push(() => close(resource));
    return resource;
  }

  /** A client kept from the moment it exists: one that never connects still retries until ended. */
  async mqtt(url: string, options: IClientOptions): Promise<MqttClient> {
    const client = this.keep(mqtt.connect(url, options), (c) => c.endAsync(true));
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        client.off('connect', onConnect).off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      const onConnect = () => settle();
      client.on('connect', onConnect).on('error', settle);
    });
    return client;
  }

  /** Closes everything, each even when one before it fails; then reports the first failure. */
  async closeAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const close of this.#closes.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  }
}
