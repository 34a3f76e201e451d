import { checkAvroSchema } from './avro-check';
import { lineColumn } from './source-problem';

/** Every problem as `code @ line:column`. */
function check(text: string): string[] {
  return checkAvroSchema(text).map((p) => {
    const { line, column } = lineColumn(text, p.from);
    return `${p.code} @ ${line}:${column}`;
  });
}

const record = (fields: string, extra = '') => `{"type": "record", "name": "R"${extra}, "fields": [${fields}]}`;

describe('checkAvroSchema', () => {
  it('takes primitives, records, enums, arrays, maps, fixed, unions and named references', () => {
    expect(check('"string"')).toEqual([]);
    expect(check('["null", "int", {"type": "map", "values": "long"}]')).toEqual([]);
    const reading = `{
      "type": "record", "name": "Reading", "namespace": "com.example",
      "fields": [
        {"name": "id", "type": {"type": "fixed", "name": "Id", "size": 16}},
        {"name": "unit", "type": {"type": "enum", "name": "Unit", "symbols": ["C", "F"]}, "default": "C"},
        {"name": "values", "type": {"type": "array", "items": "double"}},
        {"name": "next", "type": ["null", "Reading"]},
        {"name": "backup_unit", "type": "com.example.Unit"},
        {"name": "at", "type": {"type": "long", "logicalType": "timestamp-millis"}}
      ]
    }`;
    expect(check(reading)).toEqual([]);
  });

  it('says where the JSON itself is wrong, and nothing more', () => {
    expect(check('{"type": "record",\n "fields": [}')).toEqual(['json.unexpected-character @ 2:13']);
  });

  it('needs a known type, and names for named types', () => {
    expect(check('{"name": "x"}')).toEqual(['avro.missing-type @ 1:1']);
    expect(check('"integer"')).toEqual(['avro.unknown-type @ 1:1']);
    expect(check('{"type": "record", "fields": []}')).toEqual(['avro.missing-name @ 1:1']);
    expect(check('{"type": "enum", "name": "1bad", "symbols": []}')).toEqual(['avro.bad-name @ 1:26']);
    expect(check('{"type": "fixed", "name": "F"}')).toEqual(['avro.bad-size @ 1:1']);
    expect(check('{"type": "fixed", "name": "F", "size": -1}')).toEqual(['avro.bad-size @ 1:40']);
    expect(check('{"type": "array"}')).toEqual(['avro.missing-items @ 1:1']);
    expect(check('{"type": "map", "values": "nope"}')).toEqual(['avro.unknown-type @ 1:27']);
    expect(check('42')).toEqual(['avro.not-schema @ 1:1']);
  });

  it('checks each field of a record: an object with a valid, unique name and a type', () => {
    expect(check(`{"type": "record", "name": "R"}`)).toEqual(['avro.missing-fields @ 1:1']);
    expect(check(record('"x"'))).toEqual(['avro.field-not-object @ 1:44']);
    expect(check(record('{"type": "int"}'))).toEqual(['avro.field-missing-name @ 1:44']);
    expect(check(record('{"name": "a"}'))).toEqual(['avro.field-missing-type @ 1:44']);
    expect(check(record('{"name": "a-b", "type": "int"}'))).toEqual(['avro.bad-name @ 1:53']);
    expect(check(record('{"name": "a", "type": "int"}, {"name": "a", "type": "long"}'))).toEqual(['avro.duplicate-field @ 1:83']);
    // Every problem of a record is reported, not only the first.
    expect(check(record('{"name": "a"}, {"type": "Unknown", "name": "b"}'))).toEqual(['avro.field-missing-type @ 1:44', 'avro.unknown-type @ 1:68']);
  });

  it('refuses a type used before its definition, and a name defined twice', () => {
    expect(check(record('{"name": "a", "type": "E"}, {"name": "b", "type": {"type": "enum", "name": "E", "symbols": ["X"]}}'))).toEqual(['avro.unknown-type @ 1:66']);
    expect(check(record('{"name": "a", "type": {"type": "record", "name": "R", "fields": []}}'))).toEqual(['avro.duplicate-name @ 1:93']);
  });

  it('checks enum symbols and union members', () => {
    expect(check('{"type": "enum", "name": "E"}')).toEqual(['avro.missing-symbols @ 1:1']);
    expect(check('{"type": "enum", "name": "E", "symbols": ["A", "A", "b-c"]}')).toEqual(['avro.duplicate-symbol @ 1:48', 'avro.bad-symbol @ 1:53']);
    expect(check('["null", ["int"]]')).toEqual(['avro.nested-union @ 1:10']);
    expect(check('["int", "string", "int"]')).toEqual(['avro.duplicate-union-member @ 1:19']);
  });
});
