import { Box, Icon, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useCapabilities } from '../../api/capabilities';
import { isAvailable, MENU } from '../menu';
import { setPreferences, usePreferences } from '../preferences';

/** The left menu in its four groups; collapsed to icons by default, as the operator left it. */
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
          const entries = group.entries.filter((entry) => isAvailable(entry.capability, capabilities));
          const groupLabel = i18n._(group.label);
          return (
            <Box as="section" key={group.id} aria-label={groupLabel} mb="2">
              <Text as="h2" srOnly={collapsed} px="4" py="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                {groupLabel}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none" px="2">
                {entries.map((entry) => {
                  const current = pathname === entry.section || pathname.startsWith(`${entry.section}/`);
                  const label = i18n._(entry.label);
                  return (
                    <li key={entry.to}>
                      <Link
                        asChild
                        display="flex"
                        alignItems="center"
                        gap="3"
                        px={collapsed ? '0' : '2'}
                        justifyContent={collapsed ? 'center' : 'flex-start'}
                        h="9"
                        borderRadius="md"
                        textDecoration="none"
                        color={current ? 'colorPalette.fg' : 'fg'}
                        bg={current ? 'colorPalette.subtle' : undefined}
                        fontWeight={current ? 'semibold' : 'normal'}
                        _hover={{ bg: current ? 'colorPalette.muted' : 'bg.muted' }}
                      >
                        <RouterLink to={entry.to} aria-current={current ? 'page' : undefined} title={collapsed ? label : undefined}>
                          <Icon size="sm" aria-hidden>
                            <entry.icon />
                          </Icon>
                          <Text as="span" srOnly={collapsed} truncate>
                            {label}
                          </Text>
                        </RouterLink>
                      </Link>
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
