import { Icon, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Hint } from '../../components/hint/Hint';
import type { MenuEntry } from '../menu';

interface MenuLinkProps {
  entry: MenuEntry;
  label: string;
  current: boolean;
  /** Collapsed to its icon: the label is then for screen readers, and a hint shows it. */
  collapsed: boolean;
}

/** One menu entry: a link reached by Tab, opened by Enter, with a visible focus ring. */
export function MenuLink({ entry, label, current, collapsed }: MenuLinkProps) {
  const link = (
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
      _hover={{ bg: current ? 'colorPalette.muted' : 'bg.muted', textDecoration: 'none' }}
    >
      <RouterLink to={entry.to} aria-current={current ? 'page' : undefined}>
        <Icon size="sm" aria-hidden>
          <entry.icon />
        </Icon>
        <Text as="span" srOnly={collapsed} truncate>
          {label}
        </Text>
      </RouterLink>
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Hint content={label} placement="right">
      {link}
    </Hint>
  );
}
