import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import { Loading } from '../../../components/Loading';
import { useIsEnterprise, useLicense, useLicenseSetting, useLiveConnections } from './license-queries';
import { ConnectionUsage, ExpiryStatus } from './LicenseStatus';

/**
 * The licence at a glance, for the overview: whom it is for, when it ends and how many of its
 * connections are live; the heading links to the licence screen. Nothing on the open-source edition.
 */
export function LicenseCard() {
  const { t } = useLingui();
  const headingId = useId();
  const enterprise = useIsEnterprise();
  const license = useLicense({ quiet: true });
  const setting = useLicenseSetting({ quiet: true });
  const connections = useLiveConnections();
  if (!enterprise) return null;
  const data = license.data;

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Heading as="h2" size="sm" id={headingId} mb="2">
        <Link asChild color="fg" _hover={{ color: 'colorPalette.fg' }}>
          <RouterLink to="/license">{t`License`}</RouterLink>
        </Link>
      </Heading>
      {data ? (
        <Stack gap="2">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {data.customer}
          </Text>
          <ExpiryStatus license={data} now={license.dataUpdatedAt} />
          <ConnectionUsage current={connections} max={data.max_connections} highWatermark={setting.data?.connection_high_watermark} />
        </Stack>
      ) : license.isError ? (
        <Text fontSize="sm" color="fg.muted">{t`The license could not be read`}</Text>
      ) : (
        <Loading size="sm" />
      )}
    </Box>
  );
}
