import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DangerButton } from '../../components/DangerButton';
import { Loading } from '../../components/Loading';
import { NotFoundView } from '../../components/NotFoundView';
import { PageHeader } from '../../components/PageHeader';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { deleteSsoByBackend, putSsoByBackend } from '../../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on';
import { DefaultRoleNote } from './DefaultRoleNote';
import { LdapTestLogin } from './LdapTestLogin';
import { isSsoBackend, type SsoBackend } from '../../api/session';
import { SSO_NAMES } from './sso-backends';
import { SSO_SCHEMAS, SSO_UI, ssoConfigQuery, useRefreshSso, type SsoConfig } from './sso-config';
import { SsoEndpoints } from './SsoEndpoints';

function DeleteBackend({ backend }: { backend: SsoBackend }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refresh = useRefreshSso();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = SSO_NAMES[backend];

  async function remove() {
    setBusy(true);
    try {
      await deleteSsoByBackend(backend);
      await refresh(backend);
      toaster.create({ type: 'success', title: t`${name} single sign-on deleted` });
      await navigate({ to: '/sso' });
    } catch {
      // The HTTP layer has said why; the backend stays.
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DangerButton onClick={() => setAsking(true)}>
        <Trans>Delete</Trans>
      </DangerButton>
      <ConfirmDialog open={asking} title={t`Delete ${name} single sign-on?`} confirmLabel={t`Delete`} destructive busy={busy} onConfirm={() => void remove()} onCancel={() => setAsking(false)}>
        <Trans>Its settings are removed and nobody can log in with {name} until it is set up again. Users who logged in with it keep their accounts.</Trans>
      </ConfirmDialog>
    </>
  );
}

function BackendEditor({ backend }: { backend: SsoBackend }) {
  const query = useQuery(ssoConfigQuery(backend));
  const current = useQuery({ ...ssoConfigQuery(backend), select: (result) => result.config });
  const refresh = useRefreshSso();
  const name = SSO_NAMES[backend];
  const configured = query.data?.configured ?? false;
  const saved = query.data?.config;
  const dashboardAddr = saved && 'dashboard_addr' in saved && typeof saved.dashboard_addr === 'string' && configured ? saved.dashboard_addr : '';

  return (
    <>
      <PageHeader title={<Trans>{name} single sign-on</Trans>}>
        <HStack>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/sso">
              <Trans>All backends</Trans>
            </RouterLink>
          </Button>
          {configured ? <DeleteBackend backend={backend} /> : null}
        </HStack>
      </PageHeader>
      <Stack gap="6">
        {query.isSuccess && !configured ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>{name} is not set up yet: saving these settings sets it up.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
        <DefaultRoleNote />
        {query.isPending ? (
          <Loading />
        ) : (
          <ConfigEditor<SsoConfig>
            key={configured ? 'configured' : 'new'}
            id={`sso-${backend}`}
            root="sso"
            schema={SSO_SCHEMAS[backend]}
            uiSchema={SSO_UI[backend]}
            current={current}
            save={async (value) => {
              // A secret shown as ****** goes back as it is: the broker then keeps the one it has.
              await putSsoByBackend(backend, { ...value, backend } as SsoConfig);
              await refresh(backend);
            }}
          />
        )}
        <SsoEndpoints backend={backend} dashboardAddr={dashboardAddr} />
        {backend === 'ldap' && configured ? <LdapTestLogin /> : null}
      </Stack>
    </>
  );
}

/** One single sign-on backend's settings: enable it, point it at the directory or identity provider, test, delete. */
export function SsoBackendView({ backend }: { backend: string }) {
  if (!isSsoBackend(backend)) return <NotFoundView />;
  return <BackendEditor key={backend} backend={backend} />;
}
