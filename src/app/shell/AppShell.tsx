import { Box, Button, Flex, HStack, Kbd, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useMatches } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../api/use-session';
import { screenFor } from '../screens';
import { AlarmBadge } from './AlarmBadge';
import { BrokerBanner } from '../BrokerBanner';
import { Breadcrumb } from './Breadcrumb';
import { DefaultPasswordReminder } from './DefaultPasswordReminder';
import { CapabilityGate } from './CapabilityGate';
import { LanguageSwitch, ThemeSwitch } from './PreferenceSwitches';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { useHeadingFocus } from './use-heading-focus';

// Enterprise only; fetched after the first render, so the start-up does not carry it.
const LicenseBanner = lazy(() => import('../../features/license/summary/LicenseBanner').then((m) => ({ default: m.LicenseBanner })));

// Loaded when first opened: most visits never use it.
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

/** The route's full path without the trailing slash index routes carry. */
function useCurrentScreen() {
  const matches = useMatches();
  const fullPath = matches[matches.length - 1]?.fullPath ?? '';
  return screenFor(fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);
}

/** Menu, header and the current screen; `children` stands in for the routed screen on routes outside the guard. */
export function AppShell({ children }: { children?: ReactNode }) {
  const { i18n, t } = useLingui();
  const screen = useCurrentScreen();
  const enterprise = useSession()?.edition === 'enterprise';
  // undefined until first opened, so its code loads only then.
  const [paletteOpen, setPaletteOpen] = useState<boolean>();
  // Keys typed after the first Ctrl+K while the palette's code loads. They are caught by the listener that
  // opens it: a listener mounted with the loading state could come after the next key.
  const [typedAhead, setTypedAhead] = useState('');
  const paletteAsked = useRef(false);
  const paletteLoaded = useRef(false);
  useHeadingFocus();

  useEffect(() => {
    document.title = screen ? `${i18n._(screen.title)} · EMQX` : 'EMQX';
  }, [screen, i18n]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        paletteAsked.current = true;
        setPaletteOpen(true);
        return;
      }
      if (!paletteAsked.current || paletteLoaded.current || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') setTypedAhead((typed) => typed.slice(0, -1));
      else if (event.key.length === 1) setTypedAhead((typed) => typed + event.key);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Flex minH="100vh" bg="bg">
      <Link
        href="#main"
        onClick={(event) => {
          // Hash links belong to the router here: move focus without navigating.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        position="fixed"
        top="2"
        left="2"
        zIndex="skipLink"
        bg="bg.panel"
        p="2"
        transform="translateY(-200%)"
        _focus={{ transform: 'none' }}
      >
        <Trans>Skip to content</Trans>
      </Link>
      <SideMenu />
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" justify="space-between" gap="2" px="4" h="14" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
          <Button variant="outline" size="sm" color="fg.muted" onClick={() => setPaletteOpen(true)} aria-keyshortcuts="Control+K Meta+K">
            <Search />
            <Trans>Go to…</Trans>
            <Kbd size="sm">Ctrl K</Kbd>
          </Button>
          <HStack gap="1" as="section" aria-label={t`Console controls`}>
            <AlarmBadge />
            <LanguageSwitch />
            <ThemeSwitch />
            <UserMenu />
          </HStack>
        </HStack>
        <Box as="main" id="main" tabIndex={-1} flex="1" p="6" minW="0">
          <BrokerBanner />
          <DefaultPasswordReminder />
          {enterprise ? (
            <Suspense fallback={null}>
              <LicenseBanner />
            </Suspense>
          ) : null}
          <Breadcrumb screen={screen} />
          <CapabilityGate screen={screen}>
            {children ?? <Outlet />}
          </CapabilityGate>
        </Box>
      </Flex>
      {paletteOpen !== undefined ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={paletteOpen}
            initialQuery={typedAhead}
            onLoaded={() => (paletteLoaded.current = true)}
            onClose={() => setPaletteOpen(false)}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
