import { Menu, Portal } from '@chakra-ui/react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/i18n';
import { setPreferences, usePreferences } from '../preferences';
import { LanguageButton } from './PreferenceSwitches';

/** The language menu itself, loaded on first use (see DeferredMenu). */
export default function LanguageMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { locale } = usePreferences();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton />
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
