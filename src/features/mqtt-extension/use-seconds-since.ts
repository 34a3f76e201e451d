import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (epoch ms), ticking every second. Counting from when the answer
 * arrived, not from the broker's timestamps, keeps a countdown right when the two clocks differ.
 */
export function useSecondsSince(since: number): number {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}
