/**
 * Live messages for the explorer, through the WebSocket tool's default connection: the same worker,
 * limits and settings (host, port, credentials set on the WebSocket screen). "Go live" connects it if
 * needed and subscribes the explorer's filter; "Pause" unsubscribes and keeps what was counted.
 */
import { useEffect, useMemo, useState } from 'react';
import { brokerUrl } from '../websocket/connection-config';
import { useMessagesVersion } from '../websocket/use-messages-version';
import { connect, disconnect, subscribe, unsubscribe } from '../websocket/ws-client';
import { DEFAULT_CONNECTION_ID, getConnection, subscribeWsState, updateConnection, useWsStore } from '../websocket/ws-store';
import type { LiveFigures } from './explorer-tree';
import { LiveRates } from './live-rates';

const ID = DEFAULT_CONNECTION_ID;
const REFRESH_MS = 1_000;
/** Page-long, as the connection's counts it reads: leaving the screen and coming back keeps the rates going. */
const rates = new LiveRates();

const statusNow = () => getConnection(ID)?.status ?? 'disconnected';

function subscribeTo(filter: string): void {
  const draft = getConnection(ID)?.subscribeDraft;
  if (!draft) return;
  // The draft is the WebSocket screen's subscribe form: borrowed for this one request (read at once),
  // then given back as the user left it. Retained messages come over HTTP: replayed on subscribe
  // (retain handling 0) they would count as live traffic and make every rate jump (MQTT 5 only).
  updateConnection(ID, { subscribeDraft: { ...draft, topic: filter, retainHandling: 2 } });
  subscribe(ID);
  updateConnection(ID, { subscribeDraft: draft });
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

  // A new map each reading (the stats are mutated in place): at most MAX_TRACKED_TOPICS entries.
  const figures = useMemo(() => {
    const stats = getConnection(ID)?.topics.byTopic;
    const live = new Map<string, LiveFigures>();
    if (!stats) return live;
    const counts = new Map<string, number>();
    for (const [topic, stat] of stats) counts.set(topic, stat.count);
    rates.read(now, counts);
    for (const [topic, stat] of stats) live.set(topic, { count: stat.count, lastPayload: stat.lastPayload, lastTime: stat.lastTime, rate: rates.rateOf(topic) });
    return live;
    // `version` is the store's word that the stats changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, now]);

  return {
    status,
    failure,
    url: config ? brokerUrl(config) : '',
    /** The filters the connection follows. */
    filters: subscriptions?.map((s) => s.topic) ?? [],
    /** What arrived on each topic, by topic. */
    figures,
    goLive,
    pause(filter: string) {
      unsubscribe(ID, filter);
    },
    /** Gives up connecting (an unreachable listener retries a few times first). */
    stop() {
      void disconnect(ID);
    },
  };
}
