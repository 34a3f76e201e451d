import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useCapabilities } from '../../api/capabilities';
import { availableEntries, MENU } from '../menu';
import { setPreferences, usePreferences } from '../preferences';
import { MenuLink } from './MenuLink';

/** The left menu in its four groups; collapsed to icons (each named in a tooltip) by default, as the operator left it. */
export function SideMenu() {
  const { i18n, t } = useLingui();
  const { menuCollapsed: collapsed } = usePreferences();
  const { pathname } = useLocation();
  const capabilities = useCapabilities();

  return (
    <Box
      as="nav"
      aria-label={t`Main menu`}
      w={collapsed ? '14' : '60'}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      h="100vh"
      overflowY="auto"
      transition="width 0.15s"
    >
      <Stack gap="0" py="2">
        <IconButton
          aria-label={collapsed ? t`Expand menu` : t`Collapse menu`}
          aria-expanded={!collapsed}
          variant="ghost"
          size="sm"
          alignSelf={collapsed ? 'center' : 'flex-end'}
          mx="2"
          mb="2"
          onClick={() => setPreferences({ menuCollapsed: !collapsed })}
        >
          {collapsed ? <ChevronsRight /> : <ChevronsLeft />}
        </IconButton>
        {MENU.map((group) => {
          const entries = availableEntries(group, capabilities);
          const groupLabel = i18n._(group.label);
          return (
            <Box as="section" key={group.id} aria-label={groupLabel} mb="2">
              <Text as="h2" srOnly={collapsed} px="4" py="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                {groupLabel}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none" px="2">
                {entries.map((entry) => {
                  const current = pathname === entry.section || pathname.startsWith(`${entry.section}/`);
                  return (
                    <li key={entry.to}>
                      <MenuLink entry={entry} label={i18n._(entry.label)} current={current} collapsed={collapsed} />
                    </li>
                  );
                })}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
