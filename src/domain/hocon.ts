/**
 * A small HOCON reader, for what the broker prints and what it reads: the sandbox's `PUT /configs`
 * (emqx_mgmt_api_configs:configs/3 hands the text to emqx_conf_cli:load_config/2, which reads it
 * with hocon:binary/1), and the console's reading of `GET /configs` as text (get_configs_v2/1
 * prints the whole configuration with hocon_pp, the only answer that holds the zones). It takes what an operator
 * pastes: JSON, `key { … }`, `key = value` / `key: value`, dotted keys, unquoted and quoted
 * strings, lists, `#` and `//` comments, commas or new lines between fields. Duplicate object
 * keys merge, as HOCON does. Includes and substitutions are not read.
 *
 * What it cannot read is reported as hocon does, `{line, reason, type}` with `type` `scan_error`
 * (an unterminated string) or `parse_error` (anything else), which load_config/2 passes on.
 */
import { isJsonObject, mergeJson, type Json, type JsonObject } from './json';

export interface HoconError {
  line: number;
  reason: string;
  type: 'scan_error' | 'parse_error';
}

class Fail extends Error {
  constructor(readonly detail: HoconError) {
    super(detail.reason);
  }
}

const PUNCT = '{}[],:=\n';

export function parseHocon(text: string): { ok: JsonObject } | { error: HoconError } {
  let pos = 0;
  const lineAt = (at: number): number => text.slice(0, at).split('\n').length;
  const fail = (reason: string, type: HoconError['type'] = 'parse_error', at = pos): never => {
    throw new Fail({ line: lineAt(at), reason, type });
  };
  const peekToken = (): string => {
    const m = /^[^\s{}[\],:=#"]+/.exec(text.slice(pos));
    return m ? m[0] : (text[pos] ?? 'end of file');
  };
  /** Skips spaces, tabs and comments; new lines too when `lines`. */
  const skip = (lines: boolean): void => {
    for (;;) {
      const c = text[pos];
      if (c === ' ' || c === '\t' || c === '\r' || (lines && c === '\n')) pos++;
      else if (c === '#' || (c === '/' && text[pos + 1] === '/')) while (pos < text.length && text[pos] !== '\n') pos++;
      else return;
    }
  };
  const quoted = (): string => {
    const start = pos;
    if (text.startsWith('"""', pos)) {
      const end = text.indexOf('"""', pos + 3);
      if (end < 0) fail('unterminated triple-quoted string', 'scan_error', start);
      pos = end + 3;
      return text.slice(start + 3, end);
    }
    pos++;
    let out = '';
    while (text[pos] !== '"') {
      if (pos >= text.length || text[pos] === '\n') fail('unterminated string', 'scan_error', start);
      if (text[pos] === '\\') {
        try {
          out += JSON.parse(`"${text.slice(pos, pos + (text[pos + 1] === 'u' ? 6 : 2))}"`) as string;
        } catch {
          fail(`illegal escape ${text.slice(pos, pos + 2)}`, 'scan_error');
        }
        pos += text[pos + 1] === 'u' ? 6 : 2;
      } else out += text[pos++];
    }
    pos++;
    return out;
  };
  const key = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      if (text[pos] === '"') parts.push(quoted());
      else {
        const m = /^[A-Za-z0-9_\-$]+/.exec(text.slice(pos));
        if (!m) fail(`syntax error before: ${peekToken()}`);
        parts.push(m![0]);
        pos += m![0].length;
      }
      if (text[pos] !== '.') return parts;
      pos++;
    }
  };
  const scalar = (raw: string): Json => {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (raw === 'null') return null;
    if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) return Number(raw);
    return raw;
  };
  const value = (): Json => {
    skip(false);
    const c = text[pos];
    if (c === '{') {
      pos++;
      const obj = fields('}');
      pos++;
      return obj;
    }
    if (c === '[') {
      pos++;
      const items: Json[] = [];
      for (;;) {
        skip(true);
        if (text[pos] === ']') break;
        items.push(value());
        skip(false);
        if (text[pos] === ',' || text[pos] === '\n') pos++;
        else if (text[pos] !== ']') fail(`syntax error before: ${peekToken()}`);
      }
      pos++;
      return items;
    }
    if (c === '"') return quoted();
    // Unquoted text runs to the end of the line or the next separator, spaces inside kept.
    const m = /^[^{}[\],#\n"]+/.exec(text.slice(pos));
    const raw = m ? m[0].replace(/\/\/.*$/, '').trimEnd() : '';
    if (!raw || /[:=]/.test(raw)) fail(`syntax error before: ${peekToken()}`);
    // hocon's scanner takes only ASCII in unquoted text.
    if ([...raw].some((ch) => ch.charCodeAt(0) > 0x7f)) fail(`illegal characters in "${raw}"`, 'scan_error');
    pos += m![0].replace(/\/\/.*$/, '').trimEnd().length;
    return scalar(raw);
  };
  const fields = (close: string | undefined): JsonObject => {
    let out: JsonObject = {};
    for (;;) {
      skip(true);
      if (pos >= text.length) {
        if (close) fail('syntax error before: end of file');
        return out;
      }
      if (text[pos] === close) return out;
      if (text[pos] === ',') fail('syntax error before: ,');
      const path = key();
      skip(false);
      let v: Json;
      if (text[pos] === '{') v = value();
      else if (text[pos] === '=' || text[pos] === ':') {
        pos++;
        v = value();
      } else v = fail(`syntax error before: ${peekToken()}`);
      const nested = path.reduceRight<Json>((inner, k) => ({ [k]: inner }), v);
      out = mergeJson(out, nested) as JsonObject;
      skip(false);
      if (text[pos] === ',' || text[pos] === '\n') pos++;
      else if (pos < text.length && text[pos] !== close && !PUNCT.includes(text[pos]!)) fail(`syntax error before: ${peekToken()}`);
    }
  };
  try {
    skip(true);
    if (text[pos] === '{') {
      pos++;
      const obj = fields('}');
      pos++;
      skip(true);
      if (pos < text.length) fail(`syntax error before: ${peekToken()}`);
      return { ok: obj };
    }
    const obj = fields(undefined);
    return isJsonObject(obj) ? { ok: obj } : { ok: {} };
  } catch (e) {
    if (e instanceof Fail) return { error: e.detail };
    throw e;
  }
}
