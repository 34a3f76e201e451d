import { Button, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { getGetAuthenticationQueryKey, putAuthenticationById, useGetAuthenticationById } from '../../generated/endpoints/authentication/authentication';
import type { PutAuthenticationByIdBody } from '../../generated/model';
import { isBackend, isMechanism, modeOf, modesOf, schemaName } from './authn-catalog';
import { useAuthnSchema, useAuthnUiSchema } from './authn-schema';
import { AuthnOverview } from './AuthnOverview';
import { AuthnUsersPanel } from './AuthnUsersPanel';

/** One authenticator: its status and counters, its settings, and the users of a built-in database. */
export function AuthnDetailView({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const current = useGetAuthenticationById(id);
  const config = (current.data ?? {}) as Record<string, unknown>;
  const mechanism = isMechanism(config.mechanism) ? config.mechanism : undefined;
  const backend = isBackend(config.backend) ? config.backend : undefined;
  const name = mechanism ? schemaName(mechanism, backend, modeOf(config)) : undefined;
  const schema = useAuthnSchema(name);
  const modes = mechanism ? modesOf(mechanism, backend) : undefined;
  const uiSchema = useAuthnUiSchema(modes && mechanism !== 'jwt' ? modes.field : mechanism === 'jwt' ? 'algorithm' : '');
  const [tab, setTab] = useState('overview');

  const save = async (value: unknown) => {
    // Secrets still "******" are the stored ones: the broker keeps them.
    await putAuthenticationById(id, value as PutAuthenticationByIdBody);
    await queryClient.invalidateQueries({ queryKey: getGetAuthenticationQueryKey() });
  };

  return (
    <>
      <PageHeader title={id} copyLabel={t`Copy authenticator ID`}>
        <Button asChild size="sm" variant="outline">
          <Link to="/authentication">
            <Trans>Back to the chain</Trans>
          </Link>
        </Button>
      </PageHeader>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <Text role="alert" color="fg.muted">
          <Trans>This authenticator could not be read.</Trans>
        </Text>
      ) : (
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit variant="line">
          <Tabs.List>
            <Tabs.Trigger value="overview">
              <Trans>Overview</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="settings">
              <Trans>Settings</Trans>
            </Tabs.Trigger>
            {backend === 'built_in_database' ? (
              <Tabs.Trigger value="users">
                <Trans>Users</Trans>
              </Tabs.Trigger>
            ) : null}
          </Tabs.List>
          <Tabs.Content value="overview">
            <AuthnOverview id={id} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            {schema.data ? <ConfigEditor id={`authn-${id}`} root="authentication" schema={schema.data} uiSchema={uiSchema} current={current} save={save} /> : <Loading />}
          </Tabs.Content>
          {backend === 'built_in_database' ? (
            <Tabs.Content value="users">
              <AuthnUsersPanel id={id} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </>
  );
}
