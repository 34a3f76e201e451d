import { checkSchemaSource } from './check-source';
import { checkProtobufSchema } from './protobuf-check';
import { lineColumn } from './source-problem';

/** The first problem as `code @ line:column (values)`. */
function check(text: string): string {
  const p = checkProtobufSchema(text)[0];
  if (!p) return 'ok';
  const { line, column } = lineColumn(text, p.from);
  return `${p.code} @ ${line}:${column}${p.values ? ` ${JSON.stringify(p.values)}` : ''}`;
}

const TELEMETRY = `// Telemetry from the line sensors.
syntax = "proto3";
package factory.telemetry;
import "google/protobuf/timestamp.proto";
option java_package = "com.example.telemetry";

message Frame {
  string device_id = 1;
  google.protobuf.Timestamp at = 2;
  repeated Sample samples = 3 [packed = true];
  map<string, double> gauges = 4;
  optional int32 battery = 5;
  oneof payload {
    bytes raw = 6;
    .factory.telemetry.Text text = 7;
  }
  reserved 8, 10 to 12, 100 to max;
  reserved "legacy";
  message Sample {
    sint64 offset_ms = 1;
    float value = 2 [(validate.rules).float.gte = -40.0];
  }
  enum Quality {
    option allow_alias = true;
    UNKNOWN = 0;
    GOOD = 1;
    ALSO_GOOD = 1;
  }
}

message Text { string value = 1; }

service Telemetry {
  rpc Stream (stream Frame) returns (Frame);
  rpc Get (Frame) returns (Frame) { option deprecated = true; }
}
`;

describe('checkProtobufSchema', () => {
  it('reads a well-formed proto3 file, proto2 groups and extensions, and a file without a syntax line', () => {
    expect(check(TELEMETRY)).toBe('ok');
    expect(check('syntax = "proto2";\nmessage A {\n  required int32 a = 1;\n  optional group G = 2 { optional string s = 3; }\n  extensions 100 to 199;\n}\nextend A { optional int32 b = 100; }')).toBe('ok');
    expect(check('message A { int32 a = 1; }')).toBe('ok');
    expect(check('/* no syntax */ enum E { A = 1; }')).toBe('ok');
  });

  it('refuses an unknown syntax, or one that is not first', () => {
    expect(check('syntax = "proto4";')).toBe('proto.bad-syntax @ 1:10 {"syntax":"proto4"}');
    expect(check('message A {}\nsyntax = "proto3";')).toBe('proto.syntax-not-first @ 2:1');
    expect(check('syntax = proto3;')).toBe('proto.expected-string @ 1:10 {"token":"proto3"}');
  });

  it('reports the line of a missing ; or =, and of a block never closed or closed twice', () => {
    expect(check('syntax = "proto3";\nmessage A {\n  int32 a = 1\n  int32 b = 2;\n}')).toBe('proto.expected @ 4:3 {"expected":";","token":"int32"}');
    expect(check('message A {\n  int32 a 1;\n}')).toBe('proto.expected @ 2:11 {"expected":"=","token":"1"}');
    expect(check('message A {\n  int32 a = 1;\n\nmessage B {}')).toBe('proto.unclosed-block @ 1:11 {"kind":"message","name":"A"}');
    expect(check('message A {\n  int32 a = 1;\n}\n}')).toBe('proto.unexpected-token @ 4:1 {"token":"}"}');
    expect(check('syntax = "proto3"')).toBe('proto.expected @ 1:18 {"expected":";","token":""}');
    expect(check('message {}')).toBe('proto.expected-name @ 1:9 {"token":"{"}');
    expect(check('mesage A {}')).toBe('proto.unexpected-token @ 1:1 {"token":"mesage"}');
  });

  it('checks field numbers and names', () => {
    expect(check('message A { int32 a = 0; }')).toBe('proto.bad-field-number @ 1:23 {"number":"0"}');
    expect(check('message A { int32 a = 19001; }')).toBe('proto.bad-field-number @ 1:23 {"number":"19001"}');
    expect(check('message A { int32 a = 1; string b = 1; }')).toBe('proto.duplicate-field-number @ 1:37 {"number":1}');
    expect(check('message A { int32 a = 1; oneof o { string b = 1; } }')).toBe('proto.duplicate-field-number @ 1:47 {"number":1}');
    expect(check('message A { int32 a = 1; string a = 2; }')).toBe('proto.duplicate-name @ 1:33 {"name":"a"}');
    expect(check('message A { int32 a = x; }')).toBe('proto.expected-number @ 1:23 {"token":"x"}');
    expect(check('message A { map<float, string> m = 1; }')).toBe('proto.unexpected-token @ 1:17 {"token":"float"}');
    expect(check('message A {}\nmessage A {}')).toBe('proto.duplicate-name @ 2:9 {"name":"A"}');
  });

  it('holds proto3 to its rules: no required fields, enums start at zero', () => {
    expect(check('syntax = "proto3";\nmessage A { required int32 a = 1; }')).toBe('proto.required-in-proto3 @ 2:13');
    expect(check('syntax = "proto3";\nenum E { A = 1; }')).toBe('proto.first-enum-value-not-zero @ 2:14');
    expect(check('syntax = "proto2";\nenum E { A = 1; B = -2; }')).toBe('ok');
  });

  it('refuses stray characters, unterminated strings and comments', () => {
    expect(check('message A { int32 a = 1; } #')).toBe('proto.unexpected-character @ 1:28 {"character":"#"}');
    expect(check('import "a.proto;\nmessage A {}')).toBe('proto.unterminated-string @ 1:8');
    expect(check('message A {} /* open')).toBe('proto.unclosed-comment @ 1:14');
  });
});

describe('checkSchemaSource', () => {
  it('checks the source as its type says', () => {
    expect(checkSchemaSource('protobuf', 'message A { int32 a = 1; }')).toEqual([]);
    expect(checkSchemaSource('avro', 'message A { int32 a = 1; }')[0]?.code).toBe('json.unexpected-character');
    expect(checkSchemaSource('json', '{"type": "object", "properties": {}}')).toEqual([]);
    expect(checkSchemaSource('json', '{"type": "record", "name": "R", "fields": []}')[0]?.code).toBe('jsonschema.bad-type');
    expect(checkSchemaSource('protobuf', '  \n')[0]?.code).toBe('source.empty');
  });
});
