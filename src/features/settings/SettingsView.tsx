import { RadioGroup, Stack, Text, Fieldset, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setPreferences, usePreferences } from '../../app/preferences';
import { PageHeader } from '../../components/PageHeader';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/i18n';
import { ToggleSwitch } from '../../components/ToggleSwitch';

/** Language, theme, following the OS theme and exact times: applied at once, remembered in this browser. */
export function SettingsView() {
  const { t } = useLingui();
  const preferences = usePreferences();
  return (
    <Stack gap="8" maxW="xl">
      <PageHeader title={<Trans>Settings</Trans>} />
      <Fieldset.Root>
        <Fieldset.Legend>
          <Trans>Language</Trans>
        </Fieldset.Legend>
        <RadioGroup.Root
          aria-label={t`Language`}
          value={preferences.locale}
          onValueChange={(e) => isLocale(e.value) && setPreferences({ locale: e.value })}
        >
          <HStack gap="6">
            {LOCALES.map((code) => (
              <RadioGroup.Item key={code} value={code}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText lang={code === 'zh' ? 'zh-CN' : 'en'}>{LOCALE_NAMES[code]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Fieldset.Root disabled={preferences.syncOsTheme}>
        <Fieldset.Legend>
          <Trans>Theme</Trans>
        </Fieldset.Legend>
        <RadioGroup.Root
          aria-label={t`Theme`}
          value={preferences.theme}
          disabled={preferences.syncOsTheme}
          onValueChange={(e) => (e.value === 'light' || e.value === 'dark') && setPreferences({ theme: e.value })}
        >
          <HStack gap="6">
            <RadioGroup.Item value="light">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Trans>Light</Trans>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="dark">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Trans>Dark</Trans>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Stack gap="1">
        <ToggleSwitch label={<Trans>Sync with OS theme</Trans>} checked={preferences.syncOsTheme} onChange={(checked) => setPreferences({ syncOsTheme: checked })} />
        <Text fontSize="sm" color="fg.muted">
          <Trans>Follows your system's light or dark setting, also when it changes.</Trans>
        </Text>
      </Stack>
      <Stack gap="1">
        <ToggleSwitch label={<Trans>Exact times in lists</Trans>} checked={preferences.exactTimes} onChange={(checked) => setPreferences({ exactTimes: checked })} />
        <Text fontSize="sm" color="fg.muted">
          <Trans>Lists say how long ago something happened ("3 minutes ago"), with the exact time when you point at it. On, they show the date and time instead.</Trans>
        </Text>
      </Stack>
    </Stack>
  );
}
