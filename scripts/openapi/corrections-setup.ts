/**
 * Corrections for listeners, configs, trace, backups, gateways, ExHook and plugins: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import type { Correction } from './correction.ts';

export const SETUP_CORRECTIONS: Correction[] = [];
