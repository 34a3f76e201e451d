/**
 * For tests: a stand-in for mqtt.js's client that a test drives by hand, the way a broker and the
 * network would drive the real one (attempts that open or not, CONNACKs, messages, closes).
 */
import { EventEmitter } from 'node:events';
import type { IClientOptions, IClientPublishOptions, IClientSubscribeOptions } from 'mqtt';
import type { ConnectClient, CreateSocket, SessionClient } from './connection-session';

type Callback = (error?: Error | null) => void;

export class FakeMqttClient extends EventEmitter implements SessionClient {
  disconnecting = false;
  ended = false;
  readonly subscriptions: { topic: string; options: IClientSubscribeOptions; answer: Callback }[] = [];
  readonly publications: { topic: string; payload: Uint8Array; options: IClientPublishOptions; answer: Callback }[] = [];
  readonly unsubscribed: string[] = [];

  constructor(
    readonly url: string,
    readonly options: IClientOptions,
  ) {
    super();
  }

  /** One connection attempt: mqtt.js builds a WebSocket for it, which opens or is refused, then closes unless answered. */
  attempt({ opens }: { opens: boolean }): void {
    const socket = this.options.createWebsocket!(this.url, ['mqtt'], this.options) as EventTarget;
    if (opens) socket.dispatchEvent(new Event('open'));
  }

  /** An attempt that ends without a CONNACK: mqtt.js reports the close and, with a reconnect period, tries again. */
  failAttempt(opens = false): void {
    this.attempt({ opens });
    this.emit('close');
    if (this.options.reconnectPeriod) this.emit('reconnect');
  }

  end(_force: boolean, _options: object, callback?: () => void): this {
    if (!this.ended) {
      this.ended = true;
      this.disconnecting = true;
      this.emit('close');
    }
    callback?.();
    return this;
  }

  subscribe(topic: string, options: IClientSubscribeOptions, answer: Callback): this {
    this.subscriptions.push({ topic, options, answer });
    return this;
  }

  unsubscribe(topic: string): this {
    this.unsubscribed.push(topic);
    return this;
  }

  publish(topic: string, payload: Uint8Array, options: IClientPublishOptions, answer: Callback): this {
    this.publications.push({ topic, payload, options, answer });
    return this;
  }
}

/** A connect function that records the clients it makes, and a socket factory whose sockets open on demand. */
export function fakeMqtt(): { clients: FakeMqttClient[]; connect: ConnectClient; createSocket: CreateSocket } {
  const clients: FakeMqttClient[] = [];
  return {
    clients,
    connect: (url, options) => {
      const client = new FakeMqttClient(url, options);
      clients.push(client);
      return client;
    },
    createSocket: () => new EventTarget(),
  };
}
