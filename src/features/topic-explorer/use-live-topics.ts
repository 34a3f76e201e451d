/**
 * Live messages for the explorer, through the WebSocket tool's default connection: the same worker,
 * limits and settings (host, port, credentials set on the WebSocket screen). "Go live" connects it if
 * needed and subscribes the explorer's filter; "Pause" unsubscribes and keeps what was counted.
 */
import { useEffect, useMemo, useState } from 'react';
import { brokerUrl } from '../websocket/connection-config';
import { useMessagesVersion } from '../websocket/use-messages-version';
import { connect, subscribe, unsubscribe } from '../websocket/ws-client';
import { DEFAULT_CONNECTION_ID, getConnection, subscribeWsState, updateConnection, useWsStore } from '../websocket/ws-store';
import type { ExplorerTopic } from './explorer-tree';
import { LiveRates } from './live-rates';

const ID = DEFAULT_CONNECTION_ID;
const REFRESH_MS = 1_000;
/** Page-long, as the connection's counts it reads: leaving the screen and coming back keeps the rates going. */
const rates = new LiveRates();

const statusNow = () => getConnection(ID)?.status ?? 'disconnected';

function subscribeTo(filter: string): void {
  updateConnection(ID, (c) => ({ subscribeDraft: { ...c.subscribeDraft, topic: filter } }));
  subscribe(ID);
}

/** Subscribes `filter`, connecting first if needed; false when the connection's settings do not allow connecting. */
function goLive(filter: string): boolean {
  if (statusNow() === 'connected') {
    subscribeTo(filter);
    return true;
  }
  if (statusNow() === 'disconnected' && !connect(ID)) return false;
  // Once connected: subscribe, then stop listening. A connection that gives up is left as it says.
  let done = false;
  const stop = subscribeWsState(() => {
    const status = statusNow();
    if (done || (status !== 'connected' && status !== 'disconnected')) return;
    // Before subscribing: subscribing changes the store, which calls this again.
    done = true;
    stop();
    if (status === 'connected') subscribeTo(filter);
  });
  return true;
}

export function useLiveTopics() {
  const status = useWsStore((s) => s.connections.find((c) => c.id === ID)?.status ?? 'disconnected');
  const failure = useWsStore((s) => s.connections.find((c) => c.id === ID)?.failure);
  const config = useWsStore((s) => s.connections.find((c) => c.id === ID)?.config);
  const subscriptions = useWsStore((s) => s.connections.find((c) => c.id === ID)?.subscriptions);
  const version = useMessagesVersion(ID, REFRESH_MS);
  // A reading a second, messages or not: a topic that falls quiet shows its rate fall.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const topics = useMemo<ExplorerTopic[]>(() => {
    const stats = getConnection(ID)?.topics.byTopic;
    if (!stats) return [];
    rates.read(now, new Map([...stats].map(([topic, stat]) => [topic, stat.count])));
    return [...stats].map(([topic, stat]) => ({ topic, live: { count: stat.count, lastPayload: stat.lastPayload, lastTime: stat.lastTime, rate: rates.rateOf(topic) } }));
    // `version` is the store's word that the stats changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, now]);

  return {
    status,
    failure,
    url: config ? brokerUrl(config) : '',
    /** The filters the connection follows. */
    filters: subscriptions?.map((s) => s.topic) ?? [],
    topics,
    goLive,
    pause(filter: string) {
      unsubscribe(ID, filter);
    },
  };
}
