import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { putOpentelemetry, putPrometheus, useGetOpentelemetry, useGetPrometheus } from '../../generated/endpoints/monitor/monitor';
import openTelemetrySchema from '../../../schemas/opentelemetry.json';
import prometheusSchema from '../../../schemas/prometheus.json';
import { ScrapeConfigHelper } from './ScrapeConfigHelper';

/** Metrics out of the broker: Prometheus (push and scrape) and OpenTelemetry. */
export function IntegrationView() {
  const prometheus = useGetPrometheus();
  const openTelemetry = useGetOpentelemetry();
  return (
    <>
      <PageHeader title={<Trans>Monitoring integration</Trans>} />
      <Stack gap="10">
        <Section id="prometheus-heading" title="Prometheus">
          <ConfigEditor id="prometheus-settings" root="prometheus" schema={prometheusSchema} current={prometheus} save={(value) => putPrometheus(value)} />
        </Section>
        <Section id="scrape-heading" title={<Trans>Prometheus scrape config</Trans>}>
          <Text fontSize="sm" color="fg.muted" mb="3">
            <Trans>Paste the result into prometheus.yml so Prometheus collects from the Pushgateway and from the broker.</Trans>
          </Text>
          <ScrapeConfigHelper />
        </Section>
        <Section id="otel-heading" title="OpenTelemetry">
          <ConfigEditor id="opentelemetry-settings" root="opentelemetry" schema={openTelemetrySchema} current={openTelemetry} save={(value) => putOpentelemetry(value)} />
        </Section>
      </Stack>
    </>
  );
}
