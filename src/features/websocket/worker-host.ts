/**
 * The MQTT worker's message loop: it runs the page's commands against one session per connection
 * and passes received messages on in batches. At most one batch is on its way at a time; the page
 * says when it has shown it (once a frame), so a flood costs the page one batch per frame however
 * fast it is, and what arrives meanwhile waits here, counted.
 */
import { ConnectionSession, type ConnectClient, type CreateSocket } from './connection-session';
import { MessageBatcher, type ConnectionBatch } from './message-batcher';
import { packedBuffers } from './packed-messages';
import type { PageCommand, WorkerEvent } from './worker-protocol';

/** The worker's global scope, or one end of a MessageChannel in tests. */
export interface WorkerScope {
  postMessage(message: WorkerEvent, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<PageCommand>) => void) | null;
}

function batchBuffers(batch: ConnectionBatch): ArrayBuffer[] {
  return [...packedBuffers(batch.messages), ...packedBuffers(batch.topics), batch.topicCounts.buffer as ArrayBuffer];
}

export function serveMqtt(scope: WorkerScope, connect: ConnectClient, createSocket: CreateSocket, batcher = new MessageBatcher()): void {
  const sessions = new Map<string, ConnectionSession>();
  let pageReady = true;
  let flushQueued = false;

  const post = (event: WorkerEvent) => scope.postMessage(event, []);

  function flush(): void {
    flushQueued = false;
    if (!pageReady || !batcher.hasPending) return;
    pageReady = false;
    const batches = batcher.take();
    scope.postMessage({ type: 'messages', batches }, batches.flatMap(batchBuffers));
  }

  // mqtt.js hands over a WebSocket frame's messages in one go: a microtask later they are all in.
  function queueFlush(): void {
    if (!pageReady || flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  }

  function open(id: string, url: string, options: Parameters<ConnectClient>[1]): void {
    sessions.get(id)?.close();
    const session: ConnectionSession = new ConnectionSession(id, url, options, connect, createSocket, {
      emit: post,
      message: (message) => {
        batcher.add(id, message);
        queueFlush();
      },
      ended: () => {
        if (sessions.get(id) === session) sessions.delete(id);
      },
    });
    sessions.set(id, session);
  }

  scope.onmessage = ({ data: command }) => {
    if (command.type === 'ready') {
      pageReady = true;
      queueFlush();
      return;
    }
    const session = sessions.get(command.id);
    switch (command.type) {
      case 'connect':
        return open(command.id, command.url, command.options);
      case 'disconnect':
        // Already gone (it gave up while the page asked): the page still waits to hear it is closed.
        if (session) session.end(command.graceful);
        else post({ type: 'closed', id: command.id, announce: false });
        return;
      case 'close':
        batcher.forget(command.id);
        return session?.close();
      // Without a session its 'closed' is already on its way, and tells the page its requests are void.
      case 'subscribe':
        return session?.subscribe(command.request, command.topic, command.options);
      case 'unsubscribe':
        return session?.unsubscribe(command.topic);
      case 'publish':
        return session?.publish(command.request, command.topic, command.payload, command.options);
    }
  };
}
