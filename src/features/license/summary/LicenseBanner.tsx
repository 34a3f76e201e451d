import { Alert, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLicense, useLicenseSetting, useLiveConnections } from './license-queries';
import { licenseWarnings, warningMessage, type LicenseWarning } from './license-warnings';

/**
 * What needs doing about the licence, as alerts linking to the licence screen: its end within 30
 * days (warning), its end passed (error), live connections at the alarm's high watermark of the
 * limit (warning). Nothing when all is well, or on the open-source edition.
 */
export function LicenseBanner() {
  const { t, i18n } = useLingui();
  const license = useLicense({ quiet: true });
  const setting = useLicenseSetting({ quiet: true });
  const connections = useLiveConnections();
  if (!license.data) return null;
  // Counted from when the licence was read, which keeps the render pure.
  const warnings = licenseWarnings(license.data, license.dataUpdatedAt, connections, setting.data?.connection_high_watermark);
  if (warnings.length === 0) return null;

  const consequence = (warning: LicenseWarning): string => {
    switch (warning.kind) {
      case 'expired':
        return t`Update the license: an expired trial license refuses every new connection.`;
      case 'expiring':
        return t`Update the license before it expires.`;
      case 'connections':
        return t`Past the limit, the broker refuses new connections.`;
    }
  };

  return (
    <Stack gap="2">
      {warnings.map((warning) => (
        <Alert.Root key={warning.kind} status={warning.status} size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{i18n._(warningMessage(warning, i18n.locale))}</Alert.Title>
            <Alert.Description>
              {consequence(warning)}{' '}
              <Link asChild variant="underline">
                <RouterLink to="/license">{t`View the license`}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
