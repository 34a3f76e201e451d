/** For the corrections' tests: the published document they are about, and one pass of a list of corrections over it. */
import { readFileSync } from 'node:fs';
import type { Correction } from './correction';
import type { JsonObject } from './normalize';
import { ROOT } from './source';

/** The Enterprise 5.8.1 document as published. */
export const published = (): JsonObject => JSON.parse(readFileSync(`${ROOT}/openapi/emqx-enterprise-5.8.1.json`, 'utf8')) as JsonObject;

/** Whether each correction changed the document. */
export const applyEach = (corrections: readonly Correction[], doc: JsonObject): boolean[] => corrections.map((correction) => correction.apply(doc));
