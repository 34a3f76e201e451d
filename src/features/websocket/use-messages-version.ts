import { useEffect, useState } from 'react';
import { getConnection, subscribeWsState } from './ws-store';

/**
 * A connection's messagesVersion, re-rendering its caller at most once per `ms`. It listens to the
 * store itself rather than through useSyncExternalStore, which would render the caller on every
 * batch (each frame under a fast topic) only to throw the result away. A pending update is never
 * postponed by a newer batch, so a topic that never pauses still shows up every `ms`.
 */
export function useMessagesVersion(id: string, ms: number): number {
  const read = () => getConnection(id)?.messagesVersion ?? 0;
  const [version, setVersion] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const update = () => {
      timer = undefined;
      last = Date.now();
      setVersion(getConnection(id)?.messagesVersion ?? 0);
    };
    update();
    const unsubscribe = subscribeWsState(() => {
      if (timer === undefined) timer = setTimeout(update, Math.max(0, last + ms - Date.now()));
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [id, ms]);
  return version;
}
