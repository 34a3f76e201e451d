import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCapability } from '../../api/capabilities';
import { SCREENS } from '../../app/screens';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs } from '../../components/PageTabs';
import { AutoSubscribeTab } from './AutoSubscribeTab';
import { DelayedTab } from './DelayedTab';
import type { ExtensionTab } from './extension-search';
import { TopicRewriteTab } from './TopicRewriteTab';

const route = getRouteApi('/_auth/mqtt/extension');


/** MQTT extensions: topic rewrite, auto subscribe and delayed publish, one tab each. */
export function MqttExtensionView() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/mqtt/extension' });
  // Delayed publish is optional: its tab queries once the probe found it, and is not offered when it did not.
  const delayed = useCapability('delayedPublish');
  const offered: [ExtensionTab, string, ReactNode][] = [
    ['rewrite', t`Topic rewrite`, <TopicRewriteTab />],
    ['auto-subscribe', t`Auto subscribe`, <AutoSubscribeTab />],
    ['delayed', t`Delayed publish`, delayed ? <DelayedTab /> : null],
  ];
  const tabs = delayed === false ? offered.filter(([value]) => value !== 'delayed') : offered;
  const tab = tabs.find(([value]) => value === search.tab)?.[0] ?? 'rewrite';
  return (
    <Box>
      <PageHeader title={i18n._(SCREENS['/mqtt/extension'].title)} />
      <PageTabs<ExtensionTab>
        label={t`MQTT extensions`}
        value={tab}
        // The first tab is the default: its URL stays without ?tab.
        onChange={(value) => void navigate({ search: (prev) => ({ ...prev, tab: value === 'rewrite' ? undefined : value, page: 1 }) })}
        tabs={tabs.map(([value, label, content]) => ({ value, label, content }))}
      />
    </Box>
  );
}
