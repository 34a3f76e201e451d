/**
 * What the page and the MQTT worker say to each other. The page keeps the state the screens show
 * (settings, subscriptions, message lists) and decides what to do; the worker owns the mqtt.js
 * clients, reports what happens to them, and passes messages on in batches the page paces.
 */
import type { IClientOptions, IClientPublishOptions, IClientSubscribeOptions } from 'mqtt';
import type { Failure } from './connection-failure';
import type { ConnectionBatch } from './message-batcher';

export type PageCommand =
  | { type: 'connect'; id: string; url: string; options: IClientOptions }
  /** `graceful`: a connected client sends DISCONNECT after its in-flight messages; otherwise it is cut at once. */
  | { type: 'disconnect'; id: string; graceful: boolean }
  /** Cut at once, e.g. before the connection's tab is removed. */
  | { type: 'close'; id: string }
  | { type: 'subscribe'; id: string; request: number; topic: string; options: IClientSubscribeOptions }
  | { type: 'unsubscribe'; id: string; topic: string }
  | { type: 'publish'; id: string; request: number; topic: string; payload: Uint8Array; options: IClientPublishOptions }
  /** The page has applied the last batch and shown it: the next may come. */
  | { type: 'ready' };

/** An error as it crosses to the page: structured cloning keeps an Error's message, not its reason code. */
export interface RequestError {
  message: string;
  code?: number;
}

export type WorkerEvent =
  | { type: 'connected'; id: string; sessionPresent: boolean }
  /** Trying again; `failure`, when given, is how the last attempt ended. */
  | { type: 'reconnecting'; id: string; failure?: Failure }
  /**
   * The client is gone and nothing reconnects it until the user does. `failure`, when given, is
   * why; `announce` asks for a toast (a refusal, or giving up), as opposed to an ending the user chose.
   */
  | { type: 'closed'; id: string; failure?: Failure; announce: boolean }
  | { type: 'subscribed'; id: string; request: number; error?: RequestError }
  | { type: 'published'; id: string; request: number; error?: RequestError }
  | { type: 'messages'; batches: ConnectionBatch[] };
