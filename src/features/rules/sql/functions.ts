/**
 * EMQX 5.8's built-in rule SQL functions (the common ones), as the editor offers them: each with
 * how it is called and what it gives, in the user's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type SqlFunctionGroup =
  | 'message'
  | 'math'
  | 'bitwise'
  | 'type'
  | 'string'
  | 'map'
  | 'array'
  | 'hash'
  | 'compression'
  | 'codec'
  | 'time'
  | 'other';

export interface SqlFunction {
  name: string;
  /** How it is called, e.g. `substr(string, start, length)`. */
  signature: string;
  group: SqlFunctionGroup;
  /** One line; read it with `i18n._(description)`. */
  description: MessageDescriptor;
}

export const SQL_FUNCTION_GROUPS: Record<SqlFunctionGroup, MessageDescriptor> = {
  message: msg`Message`,
  math: msg`Math`,
  bitwise: msg`Bitwise`,
  type: msg`Type checks and conversion`,
  string: msg`String`,
  map: msg`Map`,
  array: msg`Array`,
  hash: msg`Hash`,
  compression: msg`Compression`,
  codec: msg`Encode and decode`,
  time: msg`Date and time`,
  other: msg`Other`,
};

const fn = (group: SqlFunctionGroup, signature: string, description: MessageDescriptor): SqlFunction => ({
  name: signature.slice(0, signature.indexOf('(')),
  signature,
  group,
  description,
});

export const SQL_FUNCTIONS: readonly SqlFunction[] = [
  // The message in hand (the same as its fields, as functions).
  fn('message', 'payload()', msg`The message payload.`),
  fn('message', 'payload(path)', msg`A value from the JSON payload at a path, e.g. payload('a.b').`),
  fn('message', 'topic()', msg`The message topic.`),
  fn('message', 'topic(n)', msg`The nth level of the topic (from 1).`),
  fn('message', 'clientid()', msg`The client ID of the publisher.`),
  fn('message', 'username()', msg`The username of the publisher.`),
  fn('message', 'clientip()', msg`The IP address of the publisher.`),
  fn('message', 'peerhost()', msg`The IP address of the publisher.`),
  fn('message', 'qos()', msg`The message QoS.`),
  fn('message', 'flags()', msg`The message flags, as a map.`),
  fn('message', 'flag(name)', msg`One flag of the message, e.g. flag('retain').`),
  fn('message', 'msgid()', msg`The message ID.`),
  fn('message', 'contains_topic(list, topic)', msg`Whether a subscription list holds the topic.`),
  fn('message', 'contains_topic_match(list, topic)', msg`Whether a subscription list holds a filter that matches the topic.`),
  fn('message', 'null()', msg`The null value.`),

  fn('math', 'abs(x)', msg`Absolute value.`),
  fn('math', 'ceil(x)', msg`Rounds up to an integer.`),
  fn('math', 'floor(x)', msg`Rounds down to an integer.`),
  fn('math', 'round(x)', msg`Rounds to the nearest integer.`),
  fn('math', 'sqrt(x)', msg`Square root.`),
  fn('math', 'power(x, y)', msg`x to the power of y.`),
  fn('math', 'exp(x)', msg`e to the power of x.`),
  fn('math', 'log(x)', msg`Natural logarithm.`),
  fn('math', 'log10(x)', msg`Base-10 logarithm.`),
  fn('math', 'log2(x)', msg`Base-2 logarithm.`),
  fn('math', 'fmod(x, y)', msg`Remainder of x divided by y, as a float.`),
  fn('math', 'random()', msg`A random float between 0 and 1.`),
  fn('math', 'sin(x)', msg`Sine of an angle in radians.`),
  fn('math', 'cos(x)', msg`Cosine of an angle in radians.`),
  fn('math', 'tan(x)', msg`Tangent of an angle in radians.`),
  fn('math', 'asin(x)', msg`Arcsine, in radians.`),
  fn('math', 'acos(x)', msg`Arccosine, in radians.`),
  fn('math', 'atan(x)', msg`Arctangent, in radians.`),
  fn('math', 'sinh(x)', msg`Hyperbolic sine.`),
  fn('math', 'cosh(x)', msg`Hyperbolic cosine.`),
  fn('math', 'tanh(x)', msg`Hyperbolic tangent.`),

  fn('bitwise', 'bitand(x, y)', msg`Bitwise AND of two integers.`),
  fn('bitwise', 'bitor(x, y)', msg`Bitwise OR of two integers.`),
  fn('bitwise', 'bitxor(x, y)', msg`Bitwise XOR of two integers.`),
  fn('bitwise', 'bitnot(x)', msg`Bitwise NOT of an integer.`),
  fn('bitwise', 'bitsl(x, n)', msg`Shifts an integer left by n bits.`),
  fn('bitwise', 'bitsr(x, n)', msg`Shifts an integer right by n bits.`),
  fn('bitwise', 'bitsize(bin)', msg`Number of bits in a binary.`),
  fn('bitwise', 'subbits(bin, start, length)', msg`An integer read from some bits of a binary.`),

  fn('type', 'str(x)', msg`Converts a value to a string.`),
  fn('type', 'str_utf8(x)', msg`Converts a value to a UTF-8 string.`),
  fn('type', 'int(x)', msg`Converts a value to an integer.`),
  fn('type', 'float(x)', msg`Converts a value to a float.`),
  fn('type', 'float(x, decimals)', msg`Converts a value to a float with at most so many decimals.`),
  fn('type', 'float2str(x, precision)', msg`Formats a float as a string with the given precision.`),
  fn('type', 'bool(x)', msg`Converts a value to true or false.`),
  fn('type', 'map(x)', msg`Converts a JSON string to a map.`),
  fn('type', 'is_null(x)', msg`Whether the value is undefined or null.`),
  fn('type', 'is_not_null(x)', msg`Whether the value is defined and not null.`),
  fn('type', 'is_str(x)', msg`Whether the value is a string.`),
  fn('type', 'is_bool(x)', msg`Whether the value is true or false.`),
  fn('type', 'is_int(x)', msg`Whether the value is an integer.`),
  fn('type', 'is_float(x)', msg`Whether the value is a float.`),
  fn('type', 'is_num(x)', msg`Whether the value is a number.`),
  fn('type', 'is_map(x)', msg`Whether the value is a map.`),
  fn('type', 'is_array(x)', msg`Whether the value is an array.`),

  fn('string', 'lower(s)', msg`The string in lower case.`),
  fn('string', 'upper(s)', msg`The string in upper case.`),
  fn('string', 'trim(s)', msg`The string without spaces at both ends.`),
  fn('string', 'ltrim(s)', msg`The string without spaces at the start.`),
  fn('string', 'rtrim(s)', msg`The string without spaces at the end.`),
  fn('string', 'reverse(s)', msg`The string backwards.`),
  fn('string', 'strlen(s)', msg`Number of characters in the string.`),
  fn('string', 'substr(s, start)', msg`The string from a position (from 0) to its end.`),
  fn('string', 'substr(s, start, length)', msg`Part of the string: so many characters from a position (from 0).`),
  fn('string', 'split(s, separator)', msg`Splits the string into an array, dropping empty parts.`),
  fn('string', 'concat(s1, s2, ...)', msg`Joins strings into one.`),
  fn('string', 'tokens(s, separators)', msg`Splits the string at any of the separator characters.`),
  fn('string', 'sprintf(format, ...)', msg`Formats values into a string, e.g. sprintf('~s-~p', a, b).`),
  fn('string', 'pad(s, length)', msg`Pads the string with spaces at the end to a length.`),
  fn('string', 'pad(s, length, direction, char)', msg`Pads the string with a character at the leading, trailing or both ends.`),
  fn('string', 'replace(s, search, replacement)', msg`Replaces every occurrence of a substring.`),
  fn('string', 'regex_match(s, regex)', msg`Whether the string matches a regular expression.`),
  fn('string', 'regex_replace(s, regex, replacement)', msg`Replaces every match of a regular expression.`),
  fn('string', 'regex_extract(s, regex)', msg`The groups of the first match of a regular expression.`),
  fn('string', 'ascii(char)', msg`The ASCII code of a character.`),
  fn('string', 'find(s, search)', msg`The rest of the string from the first occurrence of a substring.`),
  fn('string', 'join_to_string(separator, array)', msg`Joins an array's items into a string with a separator.`),

  fn('map', 'map_get(key, map)', msg`A value of a map by key (nested keys with dots).`),
  fn('map', 'map_get(key, map, default)', msg`A value of a map by key, or the default when missing.`),
  fn('map', 'map_put(key, value, map)', msg`The map with a key set to a value.`),
  fn('map', 'map_keys(map)', msg`The keys of a map, as an array.`),
  fn('map', 'map_values(map)', msg`The values of a map, as an array.`),
  fn('map', 'map_to_entries(map)', msg`A map as an array of key and value pairs.`),
  fn('map', 'mget(key, map)', msg`A value of a map by key (no nesting).`),
  fn('map', 'mput(key, value, map)', msg`The map with a key set to a value (no nesting).`),

  fn('array', 'nth(n, array)', msg`The nth item of an array (from 1).`),
  fn('array', 'length(array)', msg`Number of items in an array.`),
  fn('array', 'sublist(length, array)', msg`The first items of an array.`),
  fn('array', 'sublist(start, length, array)', msg`Some items of an array from a position (from 1).`),
  fn('array', 'first(array)', msg`The first item of an array.`),
  fn('array', 'last(array)', msg`The last item of an array.`),
  fn('array', 'contains(item, array)', msg`Whether an array holds the item.`),

  fn('hash', 'md5(data)', msg`MD5 digest, as a hex string.`),
  fn('hash', 'sha(data)', msg`SHA-1 digest, as a hex string.`),
  fn('hash', 'sha256(data)', msg`SHA-256 digest, as a hex string.`),

  fn('compression', 'gzip(data)', msg`Compresses data with gzip.`),
  fn('compression', 'gunzip(data)', msg`Decompresses gzip data.`),
  fn('compression', 'zip(data)', msg`Compresses data with zip (raw deflate).`),
  fn('compression', 'unzip(data)', msg`Decompresses zip (raw deflate) data.`),
  fn('compression', 'zip_compress(data)', msg`Compresses data with zlib.`),
  fn('compression', 'zip_uncompress(data)', msg`Decompresses zlib data.`),

  fn('codec', 'json_decode(s)', msg`Parses a JSON string into a map or array.`),
  fn('codec', 'json_encode(x)', msg`Writes a value as a JSON string.`),
  fn('codec', 'base64_encode(data)', msg`Encodes data as Base64.`),
  fn('codec', 'base64_decode(s)', msg`Decodes Base64 text.`),
  fn('codec', 'bin2hexstr(data)', msg`Binary data as a hex string.`),
  fn('codec', 'hexstr2bin(s)', msg`A hex string as binary data.`),
  fn('codec', 'schema_decode(schema_id, data)', msg`Decodes data with a schema from the schema registry.`),
  fn('codec', 'schema_encode(schema_id, map)', msg`Encodes a map with a schema from the schema registry.`),
  fn('codec', 'sparkplug_decode(data)', msg`Decodes a Sparkplug B payload.`),
  fn('codec', 'sparkplug_encode(map)', msg`Encodes a map as a Sparkplug B payload.`),
  fn('codec', 'term_encode(x)', msg`Encodes a value in Erlang's external term format.`),
  fn('codec', 'term_decode(data)', msg`Decodes data in Erlang's external term format.`),

  fn('time', 'now_timestamp()', msg`The time now in seconds since 1970.`),
  fn('time', 'now_timestamp(unit)', msg`The time now since 1970 in a unit: second, millisecond, microsecond or nanosecond.`),
  fn('time', 'now_rfc3339()', msg`The time now as an RFC 3339 string.`),
  fn('time', 'now_rfc3339(unit)', msg`The time now as an RFC 3339 string to a unit.`),
  fn('time', 'unix_ts_to_rfc3339(ts)', msg`A Unix time in seconds as an RFC 3339 string.`),
  fn('time', 'unix_ts_to_rfc3339(ts, unit)', msg`A Unix time in a unit as an RFC 3339 string.`),
  fn('time', 'rfc3339_to_unix_ts(s)', msg`An RFC 3339 string as a Unix time in seconds.`),
  fn('time', 'rfc3339_to_unix_ts(s, unit)', msg`An RFC 3339 string as a Unix time in a unit.`),
  fn('time', 'format_date(unit, offset, format, ts)', msg`A Unix time formatted as a date string, e.g. '%Y-%m-%d %H:%M:%S'.`),
  fn('time', 'date_to_unix_ts(unit, offset, format, s)', msg`A date string read with a format as a Unix time.`),
  fn('time', 'timezone_to_offset_seconds(tz)', msg`A timezone such as '+08:00' or 'local' as seconds from UTC.`),

  fn('other', 'uuid_v4()', msg`A random UUID.`),
  fn('other', 'uuid_v4_no_hyphen()', msg`A random UUID without hyphens.`),
  fn('other', 'jq(program, json)', msg`The results of a jq program on a JSON value, as an array.`),
];
