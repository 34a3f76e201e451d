import { Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { useSearchState } from '../../components/use-search-state';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { isBackend, isMechanism, modeOf, modesOf, schemaName } from './authn-catalog';
import type { AuthnDetailSearch } from './authn-detail-search';
import { useAuthnSchema, useAuthnUiSchema } from './authn-schema';
import type { AuthnUsersApi } from './authn-users-api';
import { AuthnUsersPanel } from './AuthnUsersPanel';

type Config = Record<string, unknown>;

interface AuthnDetailTabsProps {
  /** The settings form's id (and the key its unsaved changes are kept under). */
  formId: string;
  /** The authenticator as the broker answers it. */
  current: UseQueryResult<Config, unknown>;
  /** PUTs the whole authenticator. */
  save: (value: Config) => Promise<unknown>;
  overview: ReactNode;
  /** Where its users live, when it is a built-in database. */
  users: AuthnUsersApi;
  search?: AuthnDetailSearch;
  onSearch?: (patch: Partial<AuthnDetailSearch>) => void;
}

/** One authenticator's tabs, wherever it lives: overview, settings, and the users of a built-in database. */
export function AuthnDetailTabs({ formId, current, save, overview, users, search, onSearch }: AuthnDetailTabsProps) {
  const config = current.data ?? {};
  const mechanism = isMechanism(config.mechanism) ? config.mechanism : undefined;
  const backend = isBackend(config.backend) ? config.backend : undefined;
  const name = mechanism ? schemaName(mechanism, backend, modeOf(config)) : undefined;
  const schema = useAuthnSchema(name);
  const modes = mechanism ? modesOf(mechanism, backend) : undefined;
  const uiSchema = useAuthnUiSchema(modes && mechanism !== 'jwt' ? modes.field : mechanism === 'jwt' ? 'algorithm' : '');
  const [view, setView] = useSearchState(search, onSearch, { page: 1, limit: 20 });
  const tab = view.tab ?? 'overview';

  return (
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
      <Tabs.Content value="overview">{overview}</Tabs.Content>
      <Tabs.Content value="settings">
        {schema.data ? <ConfigEditor id={formId} root="authentication" schema={schema.data} uiSchema={uiSchema} current={current} save={save} /> : <Loading />}
      </Tabs.Content>
      {backend === 'built_in_database' ? (
        <Tabs.Content value="users">
          <AuthnUsersPanel api={users} query={view} onQueryChange={setView} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
