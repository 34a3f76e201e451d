import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES } from '../../i18n/i18n';
import { setPreferences, usePreferences } from '../preferences';

/**
 * Both languages side by side, each named in itself, for pages seen before login (login, help):
 * one click, no menu to discover. The choice is kept like the one made in the console.
 */
export function LanguageToggle() {
  const { t } = useLingui();
  const { locale } = usePreferences();
  return (
    <Group attached role="group" aria-label={t`Language`}>
      {LOCALES.map((code) => (
        <Button
          key={code}
          size="xs"
          variant={code === locale ? 'subtle' : 'ghost'}
          colorPalette={code === locale ? 'brand' : 'gray'}
          aria-pressed={code === locale}
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => setPreferences({ locale: code })}
        >
          {LOCALE_NAMES[code]}
        </Button>
      ))}
    </Group>
  );
}
