import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { putOpentelemetry, putPrometheus, useGetOpentelemetry, useGetPrometheus } from '../../generated/endpoints/monitor/monitor';
import openTelemetrySchema from '../../../schemas/opentelemetry.json';
import prometheusSchema from '../../../schemas/prometheus.json';
import { ScrapeConfigHelper } from './ScrapeConfigHelper';

const PROMETHEUS_UI: UiSchema = {
  'ui:options': { essentials: ['enable_basic_auth', 'push_gateway'] },
  push_gateway: { 'ui:options': { essentials: ['enable', 'url', 'interval'] } },
};

const OPENTELEMETRY_UI: UiSchema = {
  'ui:order': ['exporter', 'metrics', 'logs', 'traces', '*'],
  exporter: { 'ui:options': { essentials: ['endpoint'] } },
  logs: { 'ui:options': { essentials: ['enable', 'level'] } },
  traces: { 'ui:options': { essentials: ['enable'] } },
};

/** Metrics out of the broker: Prometheus (push and scrape) and OpenTelemetry. */
export function IntegrationView() {
  const prometheus = useGetPrometheus();
  const openTelemetry = useGetOpentelemetry();
  return (
    <>
      <PageHeader title={<Trans>Monitoring integration</Trans>} />
      <Stack gap="10">
        <Section id="prometheus-heading" title="Prometheus">
          <ConfigEditor id="prometheus-settings" root="prometheus" schema={prometheusSchema} uiSchema={PROMETHEUS_UI} current={prometheus} save={(value) => putPrometheus(value)} />
        </Section>
        <Section id="scrape-heading" title={<Trans>Prometheus scrape config</Trans>}>
          <Text fontSize="sm" color="fg.muted" mb="3">
            <Trans>Paste the result into prometheus.yml so Prometheus collects from the Pushgateway and from the broker.</Trans>
          </Text>
          <ScrapeConfigHelper />
        </Section>
        <Section id="otel-heading" title="OpenTelemetry">
          <ConfigEditor id="opentelemetry-settings" root="opentelemetry" schema={openTelemetrySchema} uiSchema={OPENTELEMETRY_UI} current={openTelemetry} save={(value) => putOpentelemetry(value)} />
        </Section>
      </Stack>
    </>
  );
}
