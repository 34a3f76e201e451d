import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { DURATION_UNITS, parseDuration, type DurationUnit } from '../units';
import { AmountWidget } from './AmountWidget';

/** A duration such as "15s": number plus unit (ms, s, m, h, d); the value stays a string. */
export function DurationWidget(props: WidgetProps) {
  const { t } = useLingui();
  const names: Record<DurationUnit, string> = { ms: t`milliseconds`, s: t`seconds`, m: t`minutes`, h: t`hours`, d: t`days` };
  return <AmountWidget props={props} units={DURATION_UNITS} parse={parseDuration} fallbackUnit="s" unitLabel={(u) => names[u]} />;
}
