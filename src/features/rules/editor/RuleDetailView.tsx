import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FactList } from '../../../components/FactList';
import { PageHeader } from '../../../components/PageHeader';
import { PageTabs } from '../../../components/PageTabs';
import { Section } from '../../../components/Section';
import { RuleOutputsCell, RuleSourcesCell } from '../list/RuleCells';
import { TruncatedText } from '../../../components/TruncatedText';
import { useGetRulesById } from '../../../generated/endpoints/rules/rules';
import { RuleOverview } from '../overview/RuleOverview';
import type { RuleDetailTab } from './detail-search';
import { RuleEditor } from './RuleEditor';

const route = getRouteApi('/_auth/rules/detail/$id');


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
      <PageHeader title={name} copyLabel={name === id ? t`Copy rule ID` : t`Copy rule name`} subtitle={name === id ? undefined : <TruncatedText value={id} copyLabel={t`Copy rule ID`} maxW="full" />} />
      <PageTabs<RuleDetailTab>
        label={t`Rule`}
        value={tab}
        onChange={(value) => void navigate({ search: { tab: value === 'overview' ? undefined : value } })}
        tabs={[
          {
            value: 'overview',
            label: t`Overview`,
            content: (
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
            ),
          },
          { value: 'settings', label: t`Settings`, content: <RuleEditor id={id} /> },
        ]}
      />
    </>
  );
}
