import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CreateRuleButton } from '../rules/CreateRuleButton';
import { PageHeader } from '../../components/PageHeader';
import { TopologyContent } from './TopologyContent';

const route = getRouteApi('/_auth/flow');

/** /flow: every rule with what it reads and where it sends, as a graph whose nodes open their details. A search stays in the URL. */
export function FlowView() {
  const { t } = useLingui();
  const { q, whole } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="2">
      <PageHeader title={<Trans>Flows</Trans>}>
        <CreateRuleButton />
      </PageHeader>
      <TopologyContent
        label={t`Flows of every rule`}
        isEmpty={(topology) => topology.paths.length === 0}
        filter={{ query: q ?? '', whole }}
        onFilter={(next) => void navigate({ search: { q: next.query || undefined, whole: next.whole }, replace: true })}
        empty={
          <Stack align="center" gap="3" color="fg.muted">
            <Text>
              <Trans>No rules yet: a flow starts with a rule that reads a topic, an event or a source.</Trans>
            </Text>
            <ChakraLink asChild color="fg.link">
              <Link to="/rules/create">
                <Trans>Create the first rule</Trans>
              </Link>
            </ChakraLink>
          </Stack>
        }
      />
    </Stack>
  );
}
