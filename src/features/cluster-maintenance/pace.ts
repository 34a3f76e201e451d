import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '../../i18n/format';

/** "500 connections and 500 sessions a second": the pace an evacuation or a rebalance moves clients at. */
export function paceText(i18n: I18n, connectionsRate: number | undefined, sessionsRate: number | undefined): string {
  const connections = formatNumber(connectionsRate ?? 0, i18n.locale);
  const sessions = formatNumber(sessionsRate ?? 0, i18n.locale);
  return i18n._(msg`${connections} connections and ${sessions} sessions a second`);
}
