/**
 * Whether an answer has the shape the API document gives it, checked with Orval's zod schema of the
 * operation before a screen or the query cache holds it (read tolerantly: tolerant-answer.ts). A 200 carrying a number where a list of
 * clients belongs would otherwise crash the screen on render, or leave it quietly empty.
 *
 * The schemas load with the first answer of their tag (one lazy chunk per tag), so no screen pays
 * for the zod code of another.
 */
import { ZodType } from 'zod';

import { RESPONSE_ROUTES, RESPONSE_TAGS } from '../generated/response-routes';
import { ANSWER_SUMMARIES } from './answer-summaries';
import { operationName } from './operation-name';

export { readAnswer } from './tolerant-answer';

type ZodModule = Record<string, unknown>;
const ZOD_FILES = import.meta.glob<ZodModule>('../generated/zod/*/*.zod.ts');

function matches(template: string[], path: string[]): boolean {
  return template.length === path.length && template.every((segment, i) => segment === path[i] || (segment.startsWith('{') && path[i] !== ''));
}

export interface AnswerSchema {
  schema: ZodType;
  /** The operation, as an operator can look it up: `GET /trace/{name}`. */
  operation: string;
}

/** The schema of a GET's answer, if the document gives one: asked for as the request leaves, so its chunk loads meanwhile. */
export async function answerSchemaFor(url: string): Promise<AnswerSchema | undefined> {
  const pathname = url.split('?')[0]!;
  const summary = ANSWER_SUMMARIES[pathname];
  if (summary) return { schema: summary, operation: `GET ${pathname}` };
  const path = pathname.split('/');
  const route = RESPONSE_ROUTES.find(([template]) => matches(template.split('/'), path));
  if (!route) return undefined;
  const [template, tagIndex] = route;
  const tag = RESPONSE_TAGS[tagIndex];
  const module = await ZOD_FILES[`../generated/zod/${tag}/${tag}.zod.ts`]?.();
  // A value import of zod: its classic API, which every schema file uses, loads with this module, ahead of them.
  const schema = module?.[`${operationName('get', template)}Response`];
  return schema instanceof ZodType ? { schema, operation: `GET ${template}` } : undefined;
}

export async function schemaFor(url: string): Promise<ZodType | undefined> {
  return (await answerSchemaFor(url))?.schema;
}

/**
 * Where a GET answer departs from its schema (the first place, e.g. `data.0.clientid: expected
 * string`), or undefined when it fits or no schema is known. Never the value itself: it may be secret.
 * Strict: the sandbox's answers are held to it (sandbox/contract/answers.test.ts); the console reads
 * answers tolerantly (tolerant-answer.ts).
 */
export async function answerMisfit(url: string, body: unknown): Promise<string | undefined> {
  return misfitOf(await schemaFor(url), body);
}

/** answerMisfit with the schema in hand. */
export function misfitOf(schema: ZodType | undefined, body: unknown): string | undefined {
  const result = schema?.safeParse(body);
  if (!result || result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.') || '(the answer)'}: ${issue.message}` : 'does not fit';
}
