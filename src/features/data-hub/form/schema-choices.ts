/** The registry's schemas a check or a payload codec can use, by type, and a Protobuf schema's message types. */
import type { SchemaCheckType } from './hub-draft';

export interface RegistrySchema {
  name: string;
  type: string;
  source: string;
}

export const schemasOfType = (schemas: readonly RegistrySchema[], type: SchemaCheckType): string[] =>
  schemas
    .filter((s) => s.type === type)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b));

/** The message types a `.proto` source declares, nested ones by their dotted path (`Outer.Inner`). */
export function protobufMessageTypes(source: string): string[] {
  const found: string[] = [];
  const stack: { name: string; depth: number }[] = [];
  let depth = 0;
  // Comments and strings may hold braces or the word "message": left out first.
  const code = source.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ');
  const token = /\bmessage\s+([A-Za-z_]\w*)\s*\{|[{}]/g;
  for (let m = token.exec(code); m; m = token.exec(code)) {
    if (m[1]) {
      const path = [...stack.map((s) => s.name), m[1]].join('.');
      found.push(path);
      depth++;
      stack.push({ name: m[1], depth });
    } else if (m[0] === '{') depth++;
    else {
      if (stack.at(-1)?.depth === depth) stack.pop();
      depth--;
    }
  }
  return found;
}
