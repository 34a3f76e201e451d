import { checkJsonSchema } from './json-schema-check';
import { member, readJson } from './json-source';
import { lineColumn, type SourceProblem } from './source-problem';

/** The first problem as `code @ line:column`. */
function first(text: string, problems: SourceProblem[]): string {
  const p = problems[0];
  if (!p) return 'ok';
  const { line, column } = lineColumn(text, p.from);
  return `${p.code} @ ${line}:${column}`;
}

const read = (text: string) => {
  const result = readJson(text);
  return result.ok ? 'ok' : first(text, [result.problem]);
};

describe('readJson', () => {
  it('reads what JSON.parse reads, with where each value is', () => {
    const text = '{\n  "a": [1, -2.5e3, true, null],\n  "b": "x\\u0041\\n"\n}';
    const result = readJson(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const a = member(result.node, 'a');
    expect(a?.kind).toBe('array');
    expect(text.slice(a!.from, a!.to)).toBe('[1, -2.5e3, true, null]');
    expect(member(result.node, 'b')).toMatchObject({ kind: 'string', value: 'xA\n' });
    for (const ok of ['0', '"s"', ' [ ] ', '{}', '-0.1E-2', '[{"a":{}}]']) expect(readJson(ok).ok, ok).toBe(true);
  });

  it('names the first fault at its line and column', () => {
    expect(read('')).toBe('source.empty @ 1:1');
    expect(read('{\n  "a": 1\n  "b": 2\n}')).toBe('json.expected-comma @ 3:3');
    expect(read('{\n  "a": 1,\n}')).toBe('json.trailing-comma @ 2:9');
    expect(read('[1, 2,]')).toBe('json.trailing-comma @ 1:6');
    expect(read("{'a': 1}")).toBe('json.single-quote @ 1:2');
    expect(read('{"a" 1}')).toBe('json.expected-colon @ 1:6');
    expect(read('{a: 1}')).toBe('json.expected-key @ 1:2');
    expect(read('{"a": tru}')).toBe('json.unexpected-character @ 1:7');
    expect(read('{"a": 1')).toBe('json.unexpected-end @ 1:8');
    expect(read('{"a": "x\n"}')).toBe('json.unterminated-string @ 1:7');
    expect(read('"\\x"')).toBe('json.bad-escape @ 1:2');
    expect(read('01')).toBe('json.bad-number @ 1:1');
    expect(read('{} {}')).toBe('json.trailing-text @ 1:4');
    expect(read('{"a": 1, "a": 2}')).toBe('json.duplicate-key @ 1:10');
  });
});

describe('checkJsonSchema', () => {
  const check = (text: string) => first(text, checkJsonSchema(text));

  it('takes a schema object and its nested schemas', () => {
    expect(check('{"type": "object", "properties": {"t": {"type": ["number", "null"]}, "tags": {"type": "array", "items": {"type": "string"}}}, "required": ["t"]}')).toBe('ok');
    expect(check('{"anyOf": [{"type": "integer"}, true], "$defs": {"x": {"enum": [1, 2]}}}')).toBe('ok');
  });

  it('refuses a root that is not an object and keywords of the wrong shape', () => {
    expect(check('[]')).toBe('jsonschema.not-object @ 1:1');
    expect(check('{\n  "type": "obj"\n}')).toBe('jsonschema.bad-type @ 2:11');
    expect(check('{"properties": []}')).toBe('jsonschema.properties-not-object @ 1:16');
    expect(check('{"properties": {"a": 3}}')).toBe('jsonschema.not-schema @ 1:22');
    expect(check('{"required": "a"}')).toBe('jsonschema.required-not-strings @ 1:14');
    expect(check('{"enum": "a"}')).toBe('jsonschema.enum-not-array @ 1:10');
    expect(check('{"items": {"type": "text"}}')).toBe('jsonschema.bad-type @ 1:20');
    expect(check('{"type": "object",}')).toBe('json.trailing-comma @ 1:18');
  });
});

describe('lineColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\ncd', 99)).toEqual({ line: 2, column: 3 });
  });
});
