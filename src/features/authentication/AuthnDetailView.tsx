import { Button, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { getGetAuthenticationQueryKey, putAuthenticationById, useGetAuthenticationById } from '../../generated/endpoints/authentication/authentication';
import type { PutAuthenticationByIdBody } from '../../generated/model';
import { isBackend, isMechanism, modeOf, modesOf, schemaName } from './authn-catalog';
import { useAuthnSchema, useAuthnUiSchema } from './authn-schema';
import { AuthnOverview } from './AuthnOverview';
import { AuthnUsersPanel } from './AuthnUsersPanel';
import type { AuthnDetailSearch } from './authn-detail-search';
import { useSearchState } from '../../components/use-search-state';

/** One authenticator: its status and counters, its settings, and the users of a built-in database. */
export function AuthnDetailView({ id, search, onSearch }: { id: string; search?: AuthnDetailSearch; onSearch?: (patch: Partial<AuthnDetailSearch>) => void }) {
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
  const [view, setView] = useSearchState(search, onSearch, { page: 1, limit: 20 });
  const tab = view.tab ?? 'overview';

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
        <Tabs.Root value={tab} onValueChange={(e) => setView({ tab: e.value === 'overview' ? undefined : (e.value as AuthnDetailSearch['tab']) })} lazyMount unmountOnExit variant="line">
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
              <AuthnUsersPanel id={id} query={view} onQueryChange={setView} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </>
  );
}
