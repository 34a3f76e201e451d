import { Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RuleOverview } from '../overview/RuleOverview';
import { RULE_DETAIL_TABS, type RuleDetailTab } from './detail-search';
import { RuleEditor } from './RuleEditor';
import { BackLink } from '../../../components/BackLink';

const route = getRouteApi('/_auth/rules/detail/$id');

const isTab = (value: string): value is RuleDetailTab => (RULE_DETAIL_TABS as readonly string[]).includes(value);

/** `/rules/detail/{id}`: the rule's metrics, and its settings in the editor. */
export function RuleDetailView() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { tab = 'overview' } = route.useSearch();
  const navigate = useNavigate({ from: '/rules/detail/$id' });
  return (
    <>
      <PageHeader back={<BackLink><Link to="/rules"><Trans>Back to the rules</Trans></Link></BackLink>} title={id} copyLabel={t`Copy rule ID`} />
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
          <RuleOverview id={id} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <RuleEditor id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
