import { describe, expect, it } from 'vitest';
import { parseHelp, parseInline, splitSummary } from './help-text';

describe('help text', () => {
  it('joins wrapped lines, breaks at blank lines and <br/>, and finds lists', () => {
    const blocks = parseHelp('Used to limit\nthe rate.<br/>Second line.\n\nFor example:\n\n- `1000/s`: per second.\n- `1000/10s`: every\n  10 seconds.\n1. one\n2. two');
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Used to limit the rate.' }], [{ kind: 'text', text: 'Second line.' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'For example:' }]] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'code', text: '1000/s' }, { kind: 'text', text: ': per second.' }],
          [{ kind: 'code', text: '1000/10s' }, { kind: 'text', text: ': every 10 seconds.' }],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ]);
  });

  it('never turns markup into anything but text', () => {
    expect(parseInline('<img src=x onerror=alert(1)> and <b>bold</b>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> and <b>bold</b>' }]);
  });

  it('keeps code spans whole, links in plain text, and an unmatched backtick as text', () => {
    expect(parseInline('See http://docs.oasis-open.org/mqtt.html. Set `a http://x` and ` alone')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'http://docs.oasis-open.org/mqtt.html', href: 'http://docs.oasis-open.org/mqtt.html' },
      { kind: 'text', text: '. Set ' },
      { kind: 'code', text: 'a http://x' },
      { kind: 'text', text: ' and ` alone' },
    ]);
    expect(parseInline('with `listeners.tcp.\\<name>.mountpoint`, then \\<name>')).toEqual([
      { kind: 'text', text: 'with ' },
      { kind: 'code', text: 'listeners.tcp.\\<name>.mountpoint' },
      { kind: 'text', text: ', then <name>' },
    ]);
  });

  it('splits off the first sentence, not at abbreviations or version numbers', () => {
    expect(splitSummary('Maximum MQTT packet size allowed. Default: 1 MB, Maximum: 256 MB')).toEqual({ summary: 'Maximum MQTT packet size allowed.', rest: 'Default: 1 MB, Maximum: 256 MB' });
    expect(splitSummary('Limits e.g. the rate of 5.0 clients.')).toEqual({ summary: 'Limits e.g. the rate of 5.0 clients.', rest: '' });
    expect(splitSummary('消息保留时间。0 代表永久保留')).toEqual({ summary: '消息保留时间。', rest: '0 代表永久保留' });
    expect(splitSummary('A zone can override:\n- `mqtt`\n- `force_gc`')).toEqual({ summary: 'A zone can override:', rest: '- `mqtt`\n- `force_gc`' });
    expect(splitSummary('When set,\nwrapped on two lines<br/>More here.')).toEqual({ summary: 'When set, wrapped on two lines', rest: 'More here.' });
  });
});
