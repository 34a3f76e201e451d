import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Languages, Moon, Sun } from 'lucide-react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/i18n';
import { useAppliedTheme } from '../../theme/ColorModeSync';
import { setPreferences, usePreferences } from '../preferences';

export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale } = usePreferences();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Language`}>
          <Languages />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={locale} onValueChange={(e) => isLocale(e.value) && setPreferences({ locale: e.value })}>
              {LOCALES.map((code) => (
                <Menu.RadioItem key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
                  {LOCALE_NAMES[code]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
