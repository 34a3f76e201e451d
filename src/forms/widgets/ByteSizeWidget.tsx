import type { WidgetProps } from '@rjsf/utils';
import { BYTE_UNITS, parseByteSize } from '../units';
import { AmountWidget } from './AmountWidget';

/** A byte size such as "32MB" (KB, MB, GB in 1024 steps); the value stays a string. */
export function ByteSizeWidget(props: WidgetProps) {
  return <AmountWidget props={props} units={BYTE_UNITS} parse={parseByteSize} fallbackUnit="MB" unitLabel={(u) => u} />;
}
