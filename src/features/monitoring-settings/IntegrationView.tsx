import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { useLocalizedSchema } from '../../forms/localized-schema';
import { putOpentelemetry, putPrometheus, useGetOpentelemetry, useGetPrometheus } from '../../generated/endpoints/monitor/monitor';
import openTelemetrySchema from '../../../schemas/opentelemetry.json';
import prometheusSchema from '../../../schemas/prometheus.json';
import { ScrapeConfigHelper } from './ScrapeConfigHelper';

function Part({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Metrics out of the broker: Prometheus (push and scrape) and OpenTelemetry. */
export function IntegrationView() {
  const prometheus = useGetPrometheus();
  const openTelemetry = useGetOpentelemetry();
  const prometheusForm = useLocalizedSchema(prometheusSchema);
  const openTelemetryForm = useLocalizedSchema(openTelemetrySchema);
  return (
    <>
      <PageHeader title={<Trans>Monitoring integration</Trans>} />
      <Stack gap="10">
        <Part id="prometheus-heading" title="Prometheus">
          <ConfigEditor id="prometheus-settings" root="prometheus" schema={prometheusForm} current={prometheus} save={(value) => putPrometheus(value)} />
        </Part>
        <Part id="scrape-heading" title={<Trans>Prometheus scrape config</Trans>}>
          <Text fontSize="sm" color="fg.muted" mb="3">
            <Trans>Paste the result into prometheus.yml so Prometheus collects from the Pushgateway and from the broker.</Trans>
          </Text>
          <ScrapeConfigHelper />
        </Part>
        <Part id="otel-heading" title="OpenTelemetry">
          <ConfigEditor id="opentelemetry-settings" root="opentelemetry" schema={openTelemetryForm} current={openTelemetry} save={(value) => putOpentelemetry(value)} />
        </Part>
      </Stack>
    </>
  );
}
