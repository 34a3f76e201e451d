/**
 * Chinese help texts for fields that the Chinese edition of the API document leaves in English.
 *
 * The schema extraction (scripts/schemas/extract.ts) takes a field's Chinese help from the same place
 * in the Chinese edition. Where that place has none (or the English text again), two more sources are
 * tried, in this order:
 *
 * 1. The Chinese edition's own translation of the same English text elsewhere in the document
 *    (`chineseByEnglish`). EMQX reuses one help text in several schemas, and its translators did not
 *    reach every copy: Snowflake's "The pool size." is English while the HTTP connector's identical
 *    "The pool size." is translated. Where the copies were translated differently, the most frequent
 *    translation wins (the first one met on a tie), so a regeneration picks the same one.
 * 2. zh-help-supplement.json: translations written for this console, keyed by the exact English text
 *    as schemas/ writes it in `description` (Markdown: "\n" line breaks and backtick code spans).
 *    The Chinese document published for EMQX 5.8.1 (emqx-docs redocly/ee-zh.json, and the Chinese
 *    config manual of the same commit) has these texts in English only: features new in 5.7/5.8
 *    (Snowflake, IoTDB Thrift, Kafka linger, undefined_vars_as_null), the password hashing options
 *    of authentication, and a few texts of the listener, zone, log and retainer settings. Each entry keeps placeholders, code spans and URLs as they are, and writes
 *    technical terms as EMQX's Chinese documentation does. An entry the extraction no longer needs
 *    (a newer Chinese document translates the text, or the English text changed) is counted in the
 *    generation's summary, so it can be dropped.
 */
import supplement from './zh-help-supplement.json' with { type: 'json' };
import { isObject, type Json, type JsonObject } from './normalize.ts';

/** The supplement's translations by English text (its `$comment` key is not a text). */
export const ZH_HELP_SUPPLEMENT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(supplement as Record<string, string>).filter(([english]) => english !== '$comment'),
);

/** A Chinese text has at least one CJK ideograph; an "untranslated" copy has none. */
export const hasChinese = (text: string): boolean => /[\u3400-\u9fff]/u.test(text);

/**
 * Every English help text of `en` that the Chinese edition translates somewhere, with its most
 * frequent translation. Texts are paired by place (same keys in both documents), after `toText`
 * (the extraction's HTML to Markdown conversion), so keys and values read as schemas/ writes them.
 */
export function chineseByEnglish(en: JsonObject, zh: JsonObject, toText: (html: string) => string): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  const walk = (a: Json | undefined, b: Json | undefined): void => {
    if (Array.isArray(a)) {
      a.forEach((item, i) => walk(item, Array.isArray(b) ? b[i] : undefined));
      return;
    }
    if (!isObject(a) || !isObject(b)) return;
    if (typeof a.description === 'string' && typeof b.description === 'string') {
      const english = toText(a.description);
      const chinese = toText(b.description);
      if (english && chinese && chinese !== english && hasChinese(chinese)) {
        const seen = counts.get(english) ?? new Map<string, number>();
        seen.set(chinese, (seen.get(chinese) ?? 0) + 1);
        counts.set(english, seen);
      }
    }
    for (const [key, value] of Object.entries(a)) if (key !== 'description' && typeof value === 'object') walk(value, b[key]);
  };
  walk(en, zh);
  const best = new Map<string, string>();
  for (const [english, translations] of counts) {
    let top: [string, number] | undefined;
    // Map keeps insertion order: on a tie the first translation met stays.
    for (const entry of translations) if (!top || entry[1] > top[1]) top = entry;
    best.set(english, top![0]);
  }
  return best;
}
