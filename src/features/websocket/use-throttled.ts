import { useEffect, useRef, useState } from 'react';

/**
 * The value, but changing at most once per `ms`: views that cost more than a frame (a filtered
 * list of 10,000 messages, the topic tree) follow a fast topic at a pace the page can afford.
 * A pending update is never postponed by a newer value, so a value that changes every frame still
 * shows up every `ms` instead of starving.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef(0);
  useEffect(() => {
    latest.current = value;
    if (ms <= 0 || timer.current !== undefined) return;
    timer.current = setTimeout(
      () => {
        timer.current = undefined;
        last.current = Date.now();
        setShown(latest.current);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
  }, [value, ms]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return ms <= 0 ? value : shown;
}
