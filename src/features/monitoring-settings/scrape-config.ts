/** A Prometheus scrape config for a cluster: the Pushgateway EMQX pushes to, and the broker's own endpoint. */
export interface ScrapeTargets {
  pushgateway: string;
  broker: string;
  metricsPath: string;
}

/** Hosts as `host:port`, whatever the user pasted (a URL with a scheme or a trailing slash). */
const hostPort = (address: string) => address.trim().replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');

export function scrapeConfig({ pushgateway, broker, metricsPath }: ScrapeTargets): string {
  const path = `/${metricsPath.trim().replace(/^\/+/, '')}`;
  return [
    'scrape_configs:',
    "  - job_name: 'emqx-pushgateway'",
    '    honor_labels: true',
    '    static_configs:',
    `      - targets: ['${hostPort(pushgateway)}']`,
    "  - job_name: 'emqx'",
    `    metrics_path: '${path}'`,
    '    scrape_interval: 10s',
    '    static_configs:',
    `      - targets: ['${hostPort(broker)}']`,
    '',
  ].join('\n');
}
