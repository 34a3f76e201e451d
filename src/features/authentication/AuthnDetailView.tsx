import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { TruncatedText } from '../../components/TruncatedText';
import { authnIdLabel } from './authn-gallery';
import { getGetAuthenticationQueryKey, putAuthenticationById, useGetAuthenticationById } from '../../generated/endpoints/authentication/authentication';
import type { PutAuthenticationByIdBody } from '../../generated/model';
import type { AuthnDetailSearch } from './authn-detail-search';
import { globalUsersApi } from './authn-users-api';
import { AuthnDetailTabs } from './AuthnDetailTabs';
import { AuthnOverview } from './AuthnOverview';

/** One authenticator of the global chain: its status and counters, its settings, and the users of a built-in database. */
export function AuthnDetailView({ id, search, onSearch }: { id: string; search?: AuthnDetailSearch; onSearch?: (patch: Partial<AuthnDetailSearch>) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const current = useGetAuthenticationById(id);

  const save = async (value: unknown) => {
    // Secrets still "******" are the stored ones: the broker keeps them.
    await putAuthenticationById(id, value as PutAuthenticationByIdBody);
    await queryClient.invalidateQueries({ queryKey: getGetAuthenticationQueryKey() });
  };

  return (
    <>
      <PageHeader title={authnIdLabel(i18n, id)} subtitle={<TruncatedText value={id} copyLabel={t`Copy authenticator ID`} maxW="full" />} />
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <Text role="alert" color="fg.muted">
          <Trans>This authenticator could not be read.</Trans>
        </Text>
      ) : (
        <AuthnDetailTabs
          formId={`authn-${id}`}
          current={current as unknown as UseQueryResult<Record<string, unknown>, unknown>}
          save={save}
          overview={<AuthnOverview id={id} />}
          users={globalUsersApi(id)}
          search={search}
          onSearch={onSearch}
        />
      )}
    </>
  );
}
