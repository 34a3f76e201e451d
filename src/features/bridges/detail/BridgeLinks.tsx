import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FactList } from '../../../components/FactList';
import { Loading } from '../../../components/Loading';
import { Section } from '../../../components/Section';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import type { Bridge } from '../model/bridge';

/** What the bridge is tied to, each a link: its connector, and the rules that send to it or read from it. */
export function BridgeLinks({ bridge, rules, onRetryRules }: { bridge: Bridge; rules: RuleEngineRuleInfo[] | undefined; onRetryRules?: () => void }) {
  const { t } = useLingui();
  const connectorName = bridge.connectorId.slice(bridge.connectorId.indexOf(':') + 1);
  return (
    <Section id="bridge-links" framed title={t`Related`}>
      <FactList
        facts={[
          [
            t`Connector`,
            <ChakraLink asChild color="fg.link">
              <Link to="/bridge/connector/$id" params={{ id: bridge.connectorId }}>
                {connectorName}
              </Link>
            </ChakraLink>,
          ],
          [
            bridge.kind === 'action' ? t`Rules sending to it` : t`Rules reading from it`,
            rules === undefined ? (
              // Given only when the rules could not be read (the toast said why).
              onRetryRules ? (
                <HStack gap="3">
                  <Text color="fg.muted">{t`The rules could not be read.`}</Text>
                  <Button size="xs" variant="outline" onClick={onRetryRules}>
                    {t`Retry`}
                  </Button>
                </HStack>
              ) : (
                <Loading size="sm" />
              )
            ) : rules.length === 0 ? (
              <Text color="fg.muted">{t`None`}</Text>
            ) : (
              <HStack as="ul" listStyleType="none" gap="3" wrap="wrap">
                {rules.map((rule) => (
                  <li key={rule.id}>
                    <ChakraLink asChild color="fg.link">
                      <Link to="/rules/detail/$id" params={{ id: rule.id ?? '' }}>
                        {rule.name || rule.id}
                      </Link>
                    </ChakraLink>
                  </li>
                ))}
              </HStack>
            ),
          ],
        ]}
      />
    </Section>
  );
}
