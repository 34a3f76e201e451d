import { Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FactList } from '../../../components/FactList';
import { PageHeader } from '../../../components/PageHeader';
import { Section } from '../../../components/Section';
import { RuleOutputsCell, RuleSourcesCell } from '../list/RuleCells';
import { TruncatedText } from '../../../components/TruncatedText';
import { useGetRulesById } from '../../../generated/endpoints/rules/rules';
import { RuleOverview } from '../overview/RuleOverview';
import { RULE_DETAIL_TABS, type RuleDetailTab } from './detail-search';
import { RuleEditor } from './RuleEditor';

const route = getRouteApi('/_auth/rules/detail/$id');

const isTab = (value: string): value is RuleDetailTab => (RULE_DETAIL_TABS as readonly string[]).includes(value);

/** `/rules/detail/{id}`: the rule's metrics, and its settings in the editor. */
export function RuleDetailView() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { tab = 'overview' } = route.useSearch();
  const navigate = useNavigate({ from: '/rules/detail/$id' });
  // The editor reads the same rule: one request for both. A rule without a name is called by its ID.
  const rule = useGetRulesById(id, { request: { silentStatuses: [404] } });
  const name = rule.data?.name || id;
  return (
    <>
      <PageHeader title={name} copyLabel={t`Copy rule name`} subtitle={name === id ? undefined : <TruncatedText value={id} copyLabel={t`Copy rule ID`} maxW="full" />} />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          if (isTab(value)) void navigate({ search: { tab: value === 'overview' ? undefined : value } });
        }}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List aria-label={t`Rule`} mb="4">
          <Tabs.Trigger value="overview">
            <Trans>Overview</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="settings">
            <Trans>Settings</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Stack gap="6">
            {rule.data ? (
              <Section id="rule-links" framed title={t`Inputs and outputs`}>
                <FactList
                  facts={[
                    [t`Reads from`, <RuleSourcesCell rule={rule.data} />],
                    [t`Outputs`, <RuleOutputsCell rule={rule.data} />],
                  ]}
                />
              </Section>
            ) : null}
            <RuleOverview id={id} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="settings">
          <RuleEditor id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
