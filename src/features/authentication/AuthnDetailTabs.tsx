import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { PageTabs } from '../../components/PageTabs';
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
  const { t } = useLingui();
  const [view, setView] = useSearchState(search, onSearch, { page: 1, limit: 20 });
  const tab = view.tab ?? 'overview';

  return (
    <PageTabs<NonNullable<AuthnDetailSearch['tab']>>
      label={t`Authenticator`}
      value={tab}
      onChange={(value) => setView({ tab: value === 'overview' ? undefined : value })}
      tabs={[
        { value: 'overview', label: t`Overview`, content: overview },
        {
          value: 'settings',
          label: t`Settings`,
          content: schema.data ? <ConfigEditor id={formId} root="authentication" schema={schema.data} uiSchema={uiSchema} current={current} save={save} /> : <Loading />,
        },
        backend === 'built_in_database' && { value: 'users', label: t`Users`, content: <AuthnUsersPanel api={users} query={view} onQueryChange={setView} /> },
      ]}
    />
  );
}
