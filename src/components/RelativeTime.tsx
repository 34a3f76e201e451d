import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { formatDateTime, formatRelativeTime, NO_VALUE } from '../i18n/format';
import { Hint } from './hint/Hint';
import { usePreferences } from '../app/preferences';

/** Relative times move on in steps of this; every cell on screen reads the same clock. */
const TICK_MS = 15_000;
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
const ticking = new Set<() => void>();
let timer: number | undefined;
/** One timer for all the times on screen, running only while one is. */
function subscribe(onTick: () => void) {
  ticking.add(onTick);
  timer ??= window.setInterval(() => ticking.forEach((tick) => tick()), TICK_MS);
  return () => {
    ticking.delete(onTick);
    if (ticking.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const stayStill = () => () => undefined;

/**
 * A time in a table cell: how long ago, on one line, with the exact time (and its zone) in the hint;
 * the exact time itself when the operator chose so in the settings.
 */
export function RelativeTime({ value }: { value: string | number | null | undefined }) {
  const { i18n } = useLingui();
  const { exactTimes } = usePreferences();
  // An exact time never changes: it joins no clock.
  const now = useSyncExternalStore(exactTimes ? stayStill : subscribe, clock);
  if (value === undefined || value === null || value === '') return NO_VALUE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  // The hint is not reached by keyboard: the settings offer the exact time in the cell instead.
  if (exactTimes) {
    return (
      <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(date, i18n.locale)}
      </time>
    );
  }
  return (
    <Hint content={formatDateTime(date, i18n.locale)}>
      <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
        {formatRelativeTime(date, i18n.locale, now)}
      </time>
    </Hint>
  );
}
