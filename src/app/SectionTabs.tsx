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
}

/** Links across the top of a section: the screens that share one menu entry. */
export function TabLinks({ tabs }: { tabs: TabLink[] }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t`Section`} gap="1" borderBottomWidth="1px" mb="5" overflowX="auto">
      {tabs.map((tab) => {
        const current = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
        return (
          <Link
            asChild
            key={tab.href}
            px="3"
            py="2"
            mb="-1px"
            borderBottomWidth="2px"
            colorPalette="brand"
            borderColor={current ? 'colorPalette.solid' : 'transparent'}
            color={current ? 'fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
            textDecoration="none"
            _hover={{ color: 'fg' }}
          >
            <RouterLink to={tab.href} aria-current={current ? 'page' : undefined}>
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
