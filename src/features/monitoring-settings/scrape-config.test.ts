import { expect, it } from 'vitest';
import { scrapeConfig } from './scrape-config';

it('writes a scrape config for the Pushgateway and the broker, whatever form the addresses take', () => {
  expect(scrapeConfig({ pushgateway: 'http://pushgateway:9091/', broker: 'emqx-1:18083', metricsPath: 'api/v5/prometheus/stats' })).toBe(
    [
      'scrape_configs:',
      "  - job_name: 'emqx-pushgateway'",
      '    honor_labels: true',
      '    static_configs:',
      "      - targets: ['pushgateway:9091']",
      "  - job_name: 'emqx'",
      "    metrics_path: '/api/v5/prometheus/stats'",
      '    scrape_interval: 10s',
      '    static_configs:',
      "      - targets: ['emqx-1:18083']",
      '',
    ].join('\n'),
  );
});
