import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Languages, Moon, Sun } from 'lucide-react';
import { lazy } from 'react';
import { useAppliedTheme } from '../../theme/ColorModeSync';
import { setPreferences } from '../preferences';
import { DeferredMenu } from '../../components/DeferredMenu';

const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadLanguageMenu);

export function LanguageButton(props: IconButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton variant="ghost" size="sm" aria-label={t`Language`} aria-haspopup="menu" {...props}>
      <Languages />
    </IconButton>
  );
}

export function LanguageSwitch() {
  return (
    <DeferredMenu preload={loadLanguageMenu} trigger={(handlers) => <LanguageButton {...handlers} />}>
      <LanguageMenu defaultOpen />
    </DeferredMenu>
  );
}

/** Flips between light and dark; choosing a theme by hand stops following the OS. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const applied = useAppliedTheme();
  const next = applied === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={next === 'light' ? t`Switch to the light theme` : t`Switch to the dark theme`}
      onClick={() => setPreferences({ theme: next, syncOsTheme: false })}
    >
      {applied === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
