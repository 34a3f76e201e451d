import { useEffect, useRef, useState } from 'react';

/**
 * The value, but changing at most once per `ms`: views that cost more than a frame (a filtered
 * list of 10,000 messages, the topic tree) follow a fast topic at a pace the page can afford.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (ms <= 0) return;
    const wait = Math.max(0, last.current + ms - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return ms <= 0 ? value : shown;
}
