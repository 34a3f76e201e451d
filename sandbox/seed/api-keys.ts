/** API keys a team has made: one for monitoring, one for a deploy job that has expired. */
import type { ApiKeyRecord } from '../model/api-keys';

const DAY = 86_400_000;

export function seedApiKeys(startedAt: number): ApiKeyRecord[] {
  return [
    {
      name: 'grafana-exporter',
      apiKey: '6f1c2a9e4b7d3058',
      apiSecret: 'seededSecretGrafanaExporterNotShownAgain0001',
      desc: 'Read-only key for the Grafana dashboards',
      enable: true,
      role: 'viewer',
      createdAt: startedAt - 40 * DAY,
      expiredAt: 'infinity',
    },
    {
      name: 'ci_deploy',
      apiKey: 'a4697a5c75a769f6',
      apiSecret: 'seededSecretCiDeployNotShownAgain00000000002',
      desc: 'Pipeline that rolls out rules and bridges',
      enable: true,
      role: 'administrator',
      createdAt: startedAt - 90 * DAY,
      expiredAt: startedAt - 5 * DAY,
    },
    {
      name: 'line-7-publisher',
      apiKey: '0b9e51d2c3f48a67',
      apiSecret: 'seededSecretLine7PublisherNotShownAgain00003',
      desc: '',
      enable: false,
      role: 'publisher',
      createdAt: startedAt - 12 * DAY,
      expiredAt: startedAt + 60 * DAY,
    },
  ];
}
