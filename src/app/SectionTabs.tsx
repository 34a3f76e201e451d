import { HStack, Link } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Outlet, useLocation } from '@tanstack/react-router';
import { useCapabilities } from '../api/capabilities';
import { isAvailable, SECTION_TABS } from './menu';

export interface TabLink {
  /** The resolved path, parameters already filled in. */
  href: string;
  label: MessageDescriptor;
  /** For tabs that differ by their search (`?tab=connectors`): the search they open, and whether they are the one shown. */
  search?: Record<string, string | undefined>;
  current?: boolean;
}

/**
 * Links across the top of a section or a page: the screens that share one menu entry, or a page's
 * views kept in its URL. Links, not a tab widget: each view has its address, Back returns to it,
 * and no state machine loads with the page.
 */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label?: string }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={label ?? t`Section`} gap="1" borderBottomWidth="1px" mb="5" overflowX="auto">
      {tabs.map((tab) => {
        const current = tab.current ?? (pathname === tab.href || pathname.startsWith(`${tab.href}/`));
        return (
          <Link
            asChild
            key={`${tab.href}?${JSON.stringify(tab.search ?? {})}`}
            px="3"
            py="2"
            mb="-1px"
            borderBottomWidth="2px"
            colorPalette="brand"
            borderColor={current ? 'colorPalette.solid' : 'transparent'}
            color={current ? 'fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
            textDecoration="none"
            whiteSpace="nowrap"
            _hover={{ color: 'fg' }}
          >
            <RouterLink to={tab.href} search={tab.search} aria-current={current ? 'page' : undefined}>
              {i18n._(tab.label)}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

export function SectionTabs({ section }: { section: keyof typeof SECTION_TABS }) {
  const capabilities = useCapabilities();
  const tabs = SECTION_TABS[section]!.filter((tab) => isAvailable(tab.capability, capabilities)).map((tab) => ({ href: tab.to, label: tab.label }));
  return (
    <>
      <TabLinks tabs={tabs} />
      <Outlet />
    </>
  );
}
