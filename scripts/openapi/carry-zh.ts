/**
 * A pulled document with no Chinese twin would leave every form without Chinese help. The previous
 * pair (English and Chinese) carries it over: where a description is the one the previous English
 * document had at the same place, the previous Chinese one takes its place; a changed or new text
 * stays English and is listed.
 */
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CarriedChinese {
  doc: Json;
  /** JSON paths of descriptions that have no Chinese text now. */
  missing: string[];
  carried: number;
}

export function carryChinese(english: Json, previousEnglish: Json, previousChinese: Json): CarriedChinese {
  const missing: string[] = [];
  let carried = 0;
  const walk = (node: Json, oldEn: Json, oldZh: Json, at: string): Json => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, Array.isArray(oldEn) ? oldEn[i] : undefined, Array.isArray(oldZh) ? oldZh[i] : undefined, `${at}[${i}]`));
    if (!isObject(node)) return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      const en = isObject(oldEn) ? oldEn[key] : undefined;
      const zh = isObject(oldZh) ? oldZh[key] : undefined;
      if (key === 'description' && typeof value === 'string') {
        if (value === en && typeof zh === 'string' && zh !== en) {
          out[key] = zh;
          carried += 1;
        } else {
          out[key] = value;
          missing.push(`${at}.description`);
        }
      } else out[key] = walk(value, en, zh, `${at}.${key}`);
    }
    return out;
  };
  const doc = walk(english, previousEnglish, previousChinese, '$');
  return { doc, missing, carried };
}
