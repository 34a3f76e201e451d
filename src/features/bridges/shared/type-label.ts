import type { I18n } from '@lingui/core';
import { valueLabel } from '../../../i18n/labels/labels';

/** Protocol names the shared value labels do not know, written as operators do. */
const PROTOCOL_NAMES: Record<string, string> = { mqtt: 'MQTT' };

/** A connector, action or source type as shown (`http` → HTTP, `mqtt` → MQTT, others as the broker names them). */
export function bridgeTypeLabel(i18n: I18n, type: string): string {
  const label = valueLabel(i18n, type);
  return label !== type ? label : (PROTOCOL_NAMES[type] ?? type);
}
