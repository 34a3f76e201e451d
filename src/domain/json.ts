export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Handlers hand out copies: a caller mutating a response must not change the sandbox's state. */
export const cloneJson = <T extends Json>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Deep merge of plain objects; arrays and scalars in `over` replace those in `base`. */
export function mergeJson(base: Json | undefined, over: Json): Json {
  if (!isJsonObject(base) || !isJsonObject(over)) return cloneJson(over);
  const out: JsonObject = cloneJson(base);
  for (const [key, value] of Object.entries(over)) out[key] = mergeJson(out[key], value);
  return out;
}
