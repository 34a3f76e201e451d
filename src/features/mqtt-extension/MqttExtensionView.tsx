import { Box, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
  const { tab = 'rewrite' } = route.useSearch();
  const navigate = useNavigate({ from: '/mqtt/extension' });
  const tabs: [ExtensionTab, string, ReactNode][] = [
    ['rewrite', t`Topic rewrite`, <TopicRewriteTab />],
    ['auto-subscribe', t`Auto subscribe`, <AutoSubscribeTab />],
    ['delayed', t`Delayed publish`, <DelayedTab />],
  ];
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
