import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { useGetSso } from '../../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on';
import type { DashboardSsoBackendStatus } from '../../generated/model';
import { DefaultRoleNote } from './DefaultRoleNote';
import { SSO_BACKENDS, type SsoBackend } from '../../api/session';
import { SSO_DESCRIPTIONS, SSO_NAMES } from './sso-backends';

function BackendStatus({ status }: { status: DashboardSsoBackendStatus | undefined }) {
  const { t } = useLingui();
  if (!status) return <StatusBadge status="stopped">{t`Not configured`}</StatusBadge>;
  if (!status.enable) return <StatusBadge status="stopped">{t`Disabled`}</StatusBadge>;
  if (status.running) return <StatusBadge status="running">{t`Running`}</StatusBadge>;
  return <StatusBadge status="error">{t`Enabled, not running`}</StatusBadge>;
}

function BackendCard({ backend, status }: { backend: SsoBackend; status: DashboardSsoBackendStatus | undefined }) {
  const { t } = useLingui();
  const name = SSO_NAMES[backend];
  return (
    <Box as="section" aria-label={name} borderWidth="1px" borderRadius="lg" p="5" bg="bg.panel">
      <Stack gap="3" h="full">
        <HStack justify="space-between" align="start">
          <Heading as="h2" size="md">
            {name}
          </Heading>
          <BackendStatus status={status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {t(SSO_DESCRIPTIONS[backend])}
        </Text>
        {status?.enable && !status.running && status.last_error ? (
          <Text fontSize="sm" color="fg.error">
            {status.last_error}
          </Text>
        ) : null}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to="/sso/detail/$backend" params={{ backend }} aria-label={t`Configure ${name}`}>
            {status ? <Trans>Configure</Trans> : <Trans>Set up</Trans>}
          </RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

/** The console's own single sign-on: the three backends with whether each is enabled and running. */
export function SsoView() {
  const list = useGetSso();
  const byBackend = new Map((list.data ?? []).map((status) => [status.backend, status]));
  return (
    <>
      <PageHeader title={<Trans>Single sign-on</Trans>} subtitle={<Trans>Let people log in to this console with the accounts your organisation already has.</Trans>} />
      <Stack gap="6">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Text role="alert" color="fg.muted">
            <Trans>The single sign-on backends could not be read.</Trans>
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {SSO_BACKENDS.map((backend) => (
              <BackendCard key={backend} backend={backend} status={byBackend.get(backend)} />
            ))}
          </SimpleGrid>
        )}
        <DefaultRoleNote />
      </Stack>
    </>
  );
}
