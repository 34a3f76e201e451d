import {
  Button,
  Code,
  Field,
  Input,
  SimpleGrid,
  Stack,
} from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { scrapeConfig, type ScrapeTargets } from "./scrape-config";

const EMPTY: ScrapeTargets = {
  pushgateway: "",
  broker: "",
  metricsPath: "/api/v5/prometheus/stats",
};

/** Writes the Prometheus side of the integration: each address is required, the result is text to copy. */
export function ScrapeConfigHelper() {
  const { t } = useLingui();
  const [targets, setTargets] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [config, setConfig] = useState<string>();
  const labels: Record<keyof ScrapeTargets, string> = {
    pushgateway: t`Pushgateway address`,
    broker: t`Broker address`,
    metricsPath: t`Metrics path`,
  };
  const missing = (key: keyof ScrapeTargets) => tried && !targets[key].trim();

  function generate(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(targets).some((v) => !v.trim()))
      return setConfig(undefined);
    setConfig(scrapeConfig(targets));
  }

  return (
    <form
      onSubmit={generate}
      noValidate
      aria-label={t`Prometheus scrape config`}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {(Object.keys(labels) as (keyof ScrapeTargets)[]).map((key) => {
            const name = labels[key];
            return (
              <Field.Root key={key} required invalid={missing(key)}>
                <Field.Label>
                  {name}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={targets[key]}
                  onChange={(e) =>
                    setTargets((prev) => ({ ...prev, [key]: e.target.value }))
                  }
                />
                <Field.ErrorText>{t`${name} is required`}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <Button type="submit" alignSelf="start" variant="outline">
          <Trans>Generate config</Trans>
        </Button>
        {config ? (
          <Code
            as="pre"
            display="block"
            p="3"
            whiteSpace="pre"
            overflowX="auto"
            data-testid="scrape-config"
            tabIndex={0}
          >
            {config}
          </Code>
        ) : null}
      </Stack>
    </form>
  );
}
