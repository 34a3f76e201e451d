/**
 * Corrections for rules, connectors, actions, sources and the Smart Data Hub: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import type { Correction } from './correction.ts';

export const INTEGRATION_CORRECTIONS: Correction[] = [];
