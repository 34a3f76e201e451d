import { Box, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCapability } from '../../api/capabilities';
import { SCREENS } from '../../app/screens';
import { PageHeader } from '../../components/PageHeader';
import { AutoSubscribeTab } from './AutoSubscribeTab';
import { DelayedTab } from './DelayedTab';
import { EXTENSION_TABS, type ExtensionTab } from './extension-search';
import { TopicRewriteTab } from './TopicRewriteTab';

const route = getRouteApi('/_auth/mqtt/extension');

const isTab = (value: string): value is ExtensionTab => (EXTENSION_TABS as readonly string[]).includes(value);

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
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          // The first tab is the default: its URL stays without ?tab.
          if (isTab(value)) void navigate({ search: (prev) => ({ ...prev, tab: value === 'rewrite' ? undefined : value, page: 1 }) });
        }}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List aria-label={t`MQTT extensions`} mb="4">
          {tabs.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(([value, , content]) => (
          <Tabs.Content key={value} value={value}>
            {content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
