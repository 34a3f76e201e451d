import { describe, expect, it } from 'vitest';
import { extractSchemas, htmlToMarkdown, type SchemaTarget } from '../schemas/extract';
import type { JsonObject } from './normalize';
import { chineseByEnglish, hasChinese, ZH_HELP_SUPPLEMENT } from './zh-help';

const doc = (schemas: JsonObject): JsonObject => ({
  openapi: '3.0.0',
  paths: { '/x': { put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/a' } } } } } } },
  components: { schemas },
});
const target: SchemaTarget = { name: 'x', method: 'put', path: '/x' };
const field = (description: string): JsonObject => ({ type: 'string', description });

describe('chineseByEnglish', () => {
  it('pairs texts by place, keeps translated ones only, and takes the most frequent translation', () => {
    const en = doc({ a: { type: 'object', properties: { p: field('Pool<br/>size.'), q: field('Pool<br/>size.'), r: field('Pool<br/>size.'), s: field('Port.') } } });
    const zh = doc({ a: { type: 'object', properties: { p: field('连接池大小'), q: field('池大小'), r: field('池大小'), s: field('Port.') } } });
    expect(chineseByEnglish(en, zh, htmlToMarkdown)).toEqual(new Map([['Pool\nsize.', '池大小']]));
  });
});

describe('extractSchemas: Chinese help the Chinese edition lacks at a field', () => {
  const en = doc({ a: { type: 'object', properties: { translated: field('The pool size.'), copy: field('The pool size.'), fresh: field('Iteration count.'), none: field('Listener name') } } });
  const zh = doc({ a: { type: 'object', properties: { translated: field('连接池大小。'), copy: field('The pool size.'), fresh: field('Iteration count.'), none: field('----') } } });

  it('takes the translation of the same English text elsewhere, then the supplement, and counts what it did', () => {
    const { schemas, changes } = extractSchemas({ en, zh, source: 'doc.json', zhSupplement: { 'Iteration count.': '迭代次数。', 'Unused.': '未用。' } }, [target]);
    const properties = schemas[0]!.schema.properties as Record<string, JsonObject>;
    expect(properties.translated!['x-description-zh']).toBe('连接池大小。');
    expect(properties.copy!['x-description-zh']).toBe('连接池大小。');
    expect(properties.fresh!['x-description-zh']).toBe('迭代次数。');
    expect(properties.none!['x-description-zh']).toBeUndefined();
    expect(changes).toMatchObject({
      'Chinese description taken from the same English text elsewhere in the Chinese document': 1,
      'Chinese description taken from scripts/openapi/zh-help-supplement.json': 1,
      'Chinese description missing': 1,
      'zh-help-supplement.json entries no field needs (drop them)': 1,
    });
  });

  it('adds no Chinese without the Chinese document', () => {
    const { schemas } = extractSchemas({ en, source: 'doc.json', zhSupplement: { 'Iteration count.': '迭代次数。' } }, [target]);
    expect(JSON.stringify(schemas[0]!.schema)).not.toContain('x-description-zh');
  });
});

describe('zh-help-supplement.json', () => {
  it('translates every entry into Chinese, keeping code spans, placeholders and URLs', () => {
    const marks = (text: string) => [...text.matchAll(/`[^`]*`|\$\{[^}]*\}|https?:\/\/\S+/g)].map((m) => m[0]).sort();
    for (const [english, chinese] of Object.entries(ZH_HELP_SUPPLEMENT)) {
      expect(hasChinese(chinese), english).toBe(true);
      expect(marks(chinese), english).toEqual(marks(english));
    }
  });
});
