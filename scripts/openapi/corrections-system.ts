/**
 * Corrections for API keys, dashboard users and login, SSO, alarms, monitor and stats, nodes, cluster, rebalance and licence: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import type { Correction } from './correction.ts';

export const SYSTEM_CORRECTIONS: Correction[] = [];
