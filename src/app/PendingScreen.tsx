import { Alert, Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../components/PageHeader';
import { SCREENS, type ScreenPath } from './screens';

/** A screen a later release builds: its title and an honest notice, never a blank page. */
export function PendingScreen({ path }: { path: ScreenPath }) {
  const { i18n } = useLingui();
  return (
    <Box>
      <PageHeader title={i18n._(SCREENS[path].title)} />
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>This screen is not available yet</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>It is planned for a coming version of the console. Everything else in the menu works.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
