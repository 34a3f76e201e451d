import { listenerMoves, noListenerLeft, parseBind } from './console-address';

const page = { protocol: 'http:', hostname: 'emqx.example.com', port: '18083' };
const listeners = (http: unknown, https: unknown) => ({ listeners: { http: { bind: http }, https: { bind: https } } });

describe('the console address', () => {
  it('reads a bind as the broker does', () => {
    expect(parseBind('18083')).toEqual({ port: 18083, host: undefined });
    expect(parseBind('0.0.0.0:18083')).toEqual({ port: 18083, host: undefined });
    expect(parseBind('[::]:18084')).toEqual({ port: 18084, host: undefined });
    expect(parseBind('127.0.0.1:18083')).toEqual({ port: 18083, host: '127.0.0.1' });
    expect(parseBind('[::1]:18083')).toEqual({ port: 18083, host: '::1' });
    expect(parseBind(18083)).toEqual({ port: 18083, host: undefined });
    for (const off of ['0', 0, '0.0.0.0:0', undefined, 'nonsense', '70000']) expect(parseBind(off)).toBeUndefined();
  });

  it('says where a listener moves, and whether this page came through it', () => {
    expect(listenerMoves(listeners('0.0.0.0:18083', '0'), listeners('0.0.0.0:18090', '0'), page)).toEqual([
      { protocol: 'http', address: 'http://emqx.example.com:18090', servesThisPage: true },
    ]);
    expect(listenerMoves(listeners('18083', '0'), listeners('18083', '18084'), page)).toEqual([
      { protocol: 'https', address: 'https://emqx.example.com:18084', servesThisPage: false },
    ]);
  });

  it('names the bound address when it is one, and a listener switched off has none', () => {
    expect(listenerMoves(listeners('18083', '0'), listeners('127.0.0.1:18083', '0'), page)).toEqual([
      { protocol: 'http', address: 'http://127.0.0.1:18083', servesThisPage: true },
    ]);
    expect(listenerMoves(listeners('18083', '18084'), listeners('0', '18084'), { ...page, port: '' })).toEqual([{ protocol: 'http', address: undefined, servesThisPage: false }]);
  });

  it('sees no move when only other settings change, and knows when none is left', () => {
    expect(listenerMoves(listeners('18083', '0'), listeners(18083, 0), page)).toEqual([]);
    expect(noListenerLeft(listeners('0', '0'))).toBe(true);
    expect(noListenerLeft(listeners('0', '18084'))).toBe(false);
  });
});
