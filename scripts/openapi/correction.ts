/** What every correction of the API document is (corrections*.ts), and the lookup they all use. */
import { isObject, type Json, type JsonObject } from './normalize.ts';

export interface Correction {
  reason: string;
  /** Changes the document where it is wrong; false when it already looks right (a newer document). */
  apply(doc: JsonObject): boolean;
}

/** The object at a path of keys, or undefined where the path breaks off or ends on something else. */
export function at(root: JsonObject, ...keys: string[]): JsonObject | undefined {
  let node: Json | undefined = root;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}
