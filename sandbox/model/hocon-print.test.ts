import { describe, expect, it } from 'vitest';
import { parseHocon } from '../../src/domain/hocon';
import { printHocon } from './hocon-print';

describe('printHocon', () => {
  it('prints objects as blocks and quotes what is not a plain word', () => {
    expect(printHocon({ mqtt: { idle_timeout: '15s', max_packet_size: '1MB', retain_available: true }, listeners: { tcp: { default: { bind: '0.0.0.0:1883' } } } })).toBe(
      ['mqtt {', '  idle_timeout = 15s', '  max_packet_size = 1MB', '  retain_available = true', '}', 'listeners {', '  tcp {', '    default {', '      bind = "0.0.0.0:1883"', '    }', '  }', '}', ''].join('\n'),
    );
  });

  it('reads back as it was, whatever the values', () => {
    const config = {
      zones: { default: { mqtt: { max_inflight: 32 } }, 'edge-1': { mqtt: { idle_timeout: '30s', mountpoint: '' } } },
      log: { console: { level: 'warning', formatter: 'text' } },
      rewrite: [{ action: 'all', source_topic: 'x/#', dest_topic: 'y/$1', re: '^x/(.+)$' }],
      odd: { 'a key.with dots': 'true', n: '42', empty: [], nothing: null, ratio: 0.75, nested: {} },
    };
    expect(parseHocon(printHocon(config))).toEqual({ ok: config });
  });
});
