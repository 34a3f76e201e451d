/**
 * One connection's mqtt.js client, inside the MQTT worker. Its events become what the page is told
 * (connected, retrying and why, gone and why), and the give-up policy decides when retrying stops.
 * Passwords reach mqtt.js and nowhere else: nothing here logs options.
 */
import type { IClientOptions, IClientPublishOptions, IClientSubscribeOptions, IPublishPacket } from 'mqtt';
import { attemptLimit, classifyAttempt, newAttempt, shouldGiveUp, type AttemptRecord, type Failure } from './connection-failure';
import { messagePropertiesText } from './message-properties';
import { CONNECT_TIMEOUT_MS } from './mqtt-options';
import type { IncomingMessage } from './packed-messages';
import type { RequestError, WorkerEvent } from './worker-protocol';

type Callback = (error?: Error | null) => void;

/** The part of mqtt.js's client a session uses. */
export interface SessionClient {
  disconnecting: boolean;
  on(event: 'connect', listener: (packet: { sessionPresent: boolean }) => void): unknown;
  on(event: 'reconnect' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'disconnect', listener: (packet: { reasonCode?: number }) => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array, packet: IPublishPacket) => void): unknown;
  removeAllListeners(event: 'close'): unknown;
  end(force: boolean, options: object, callback?: () => void): unknown;
  subscribe(topic: string, options: IClientSubscribeOptions, callback: Callback): unknown;
  unsubscribe(topic: string): unknown;
  /** mqtt-packet writes any Uint8Array; its typing names Node's Buffer, which the browser lacks. */
  publish(topic: string, payload: Buffer, options: IClientPublishOptions, callback: Callback): unknown;
}

export type ConnectClient = (url: string, options: IClientOptions) => SessionClient;

/** A WebSocket, as far as a session watches it: whether it opened. */
export interface WatchedSocket {
  addEventListener(type: 'open', listener: () => void): void;
}

export type CreateSocket = (url: string, protocols: string[]) => WatchedSocket;

export interface SessionHooks {
  emit(event: WorkerEvent): void;
  message(message: IncomingMessage): void;
  /** The client is gone; the session will not emit again. */
  ended(): void;
}

/** What the page needs of an error: its text, and the broker's reason code when there is one. */
export function requestError(error: Error): RequestError {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'number' ? { message: error.message, code } : { message: error.message };
}

export class ConnectionSession {
  private readonly client: SessionClient;
  private readonly reconnectPeriod: number;
  private readonly protocolVersion: number;
  // What the current attempt went through, and how the ones before it ended: the give-up policy's input.
  private attempt: AttemptRecord = newAttempt();
  private attemptStart = Date.now();
  private failedInRow = 0;
  private everConnected = false;
  private done = false;

  constructor(
    readonly id: string,
    url: string,
    options: IClientOptions,
    connect: ConnectClient,
    createSocket: CreateSocket,
    private readonly hooks: SessionHooks,
  ) {
    this.reconnectPeriod = options.reconnectPeriod ?? 0;
    this.protocolVersion = options.protocolVersion ?? 4;
    // mqtt.js builds one WebSocket per attempt; watching it is the only way to tell a refused socket
    // (the browser's 'error' before 'open', which mqtt.js swallows) from one the server closed.
    const createWebsocket = (socketUrl: string, protocols: string[]) => {
      const socket = createSocket(socketUrl, protocols);
      const record = (this.attempt = newAttempt());
      this.attemptStart = Date.now();
      socket.addEventListener('open', () => (record.opened = true));
      return socket;
    };
    this.client = connect(url, { ...options, createWebsocket });
    this.listen();
  }

  private emit(event: WorkerEvent): void {
    if (!this.done) this.hooks.emit(event);
  }

  private listen(): void {
    const { client, id } = this;
    client.on('connect', (connack) => {
      this.attempt.connacked = true;
      this.everConnected = true;
      this.failedInRow = 0;
      this.emit({ type: 'connected', id, sessionPresent: connack.sessionPresent });
    });
    client.on('reconnect', () => this.emit({ type: 'reconnecting', id }));
    client.on('error', (error) => {
      const { code } = requestError(error);
      if (code !== undefined && code > 0 && !this.attempt.connacked) {
        // A refused CONNACK: mqtt.js does not retry it, and the reason is what the user needs.
        this.finish({ kind: 'reason', code, protocolVersion: this.protocolVersion }, true);
      } else if (code !== undefined && code > 0) {
        this.attempt.reason = { code, protocolVersion: this.protocolVersion };
      } else if (error.message === 'connack timeout') {
        this.attempt.timedOut = true;
      } else {
        this.attempt.errorMessage = error.message;
      }
    });
    client.on('disconnect', (packet) => {
      if (packet.reasonCode) this.attempt.reason = { code: packet.reasonCode, protocolVersion: 5 };
    });
    client.on('close', () => this.closed());
    client.on('message', (topic, payload, packet) =>
      this.hooks.message({
        topic,
        // A copy: a message kept for the page must not pin the whole WebSocket frame it was sliced from.
        payload: Uint8Array.prototype.slice.call(payload),
        qos: packet.qos,
        retain: packet.retain,
        time: Date.now(),
        properties: messagePropertiesText(packet),
      }),
    );
  }

  private closed(): void {
    if (this.done) return;
    const { attempt } = this;
    if (this.client.disconnecting) return this.finish();
    // Should mqtt.js ever word its timeout differently, the clock still tells.
    if (!attempt.connacked && Date.now() - this.attemptStart >= CONNECT_TIMEOUT_MS) attempt.timedOut = true;
    const cause = classifyAttempt(attempt);
    if (!attempt.connacked) this.failedInRow += 1;
    if (!this.reconnectPeriod) return this.finish(cause);
    const failure: Failure = { ...cause, failed: this.failedInRow, limit: attemptLimit(this.everConnected, this.reconnectPeriod) };
    if (shouldGiveUp(this.failedInRow, this.everConnected, this.reconnectPeriod)) this.finish(failure, true);
    else this.emit({ type: 'reconnecting', id: this.id, failure });
  }

  /** The client is gone: nothing reconnects it until the user does. */
  private finish(failure?: Failure, announce = false): void {
    if (this.done) return;
    this.emit({ type: 'closed', id: this.id, failure, announce });
    this.done = true;
    this.client.removeAllListeners('close');
    this.client.end(true, {});
    this.hooks.ended();
  }

  /** `graceful`: DISCONNECT after the in-flight messages; otherwise the socket is cut at once. */
  end(graceful: boolean): void {
    if (this.done) return;
    this.client.end(!graceful, {}, () => this.finish());
  }

  close(): void {
    this.finish();
  }

  subscribe(request: number, topic: string, options: IClientSubscribeOptions): void {
    this.client.subscribe(topic, options, (error) => this.emit({ type: 'subscribed', id: this.id, request, error: error ? requestError(error) : undefined }));
  }

  unsubscribe(topic: string): void {
    this.client.unsubscribe(topic);
  }

  publish(request: number, topic: string, payload: Uint8Array, options: IClientPublishOptions): void {
    this.client.publish(topic, payload as Buffer, options, (error) => this.emit({ type: 'published', id: this.id, request, error: error ? requestError(error) : undefined }));
  }
}
