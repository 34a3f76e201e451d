import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchState } from '../../components/use-search-state';
import type { AuthzDetailSearch } from './authz-detail-search';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs } from '../../components/PageTabs';
import { TruncatedText } from '../../components/TruncatedText';
import { valueLabel } from '../../i18n/labels/labels';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { getGetAuthorizationSourcesQueryKey, putAuthorizationSourcesByType, useGetAuthorizationSourcesByType } from '../../generated/endpoints/authorization/authorization';
import type { PutAuthorizationSourcesByTypeBody } from '../../generated/model';
import { isCreateType, isSourceType, modeOf, modesOf, schemaName } from './authz-catalog';
import { useAuthzSchema, useAuthzUiSchema } from './authz-schema';
import { BuiltInRules } from './rules/BuiltInRules';

/** One source's settings (the file source's are its ACL rules); the built-in database's rules beside its settings. */
interface ViewState {
  search?: AuthzDetailSearch;
  onSearch?: (patch: Partial<AuthzDetailSearch>) => void;
}

export function AuthzDetailView({ type, ...state }: { type: string } & ViewState) {
  if (!isSourceType(type)) {
    return (
      <>
        <PageHeader title={type} />
        <Text role="alert" color="fg.muted">
          <Trans>There is no source of this type.</Trans>
        </Text>
      </>
    );
  }
  return <SourceDetail type={type} {...state} />;
}

function SourceDetail({ type, search, onSearch }: { type: Parameters<typeof useGetAuthorizationSourcesByType>[0] } & ViewState) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const current = useGetAuthorizationSourcesByType(type);
  const config = (current.data ?? {}) as Record<string, unknown>;
  const editable = isCreateType(type) ? type : undefined;
  const modes = editable ? modesOf(editable) : undefined;
  const schema = useAuthzSchema(editable && current.data ? schemaName(editable, modeOf(editable, config)) : undefined);
  const uiSchema = useAuthzUiSchema(modes?.field);
  const [view, setView] = useSearchState(search, onSearch, { page: 1, limit: 20 });
  const tab = view.tab ?? 'settings';

  const save = async (value: unknown) => {
    // Secrets still "******" are the stored ones: the broker keeps them.
    await putAuthorizationSourcesByType(type, value as PutAuthorizationSourcesByTypeBody);
    await queryClient.invalidateQueries({ queryKey: getGetAuthorizationSourcesQueryKey() });
  };

  const settings = current.isPending ? (
    <Loading />
  ) : current.isError ? (
    <Text role="alert" color="fg.muted">
      <Trans>This source could not be read.</Trans>
    </Text>
  ) : schema.data ? (
    <ConfigEditor id={`authz-${type}`} root="authorization" schema={schema.data} uiSchema={uiSchema} current={current} save={save} />
  ) : schema.isError ? (
    <Text role="alert" color="fg.error">
      <Trans>The settings form could not be loaded.</Trans>
    </Text>
  ) : (
    <Loading />
  );

  return (
    <>
      <PageHeader title={valueLabel(i18n, type)} subtitle={<TruncatedText value={type} copyLabel={t`Copy source type`} maxW="full" />} />
      {type === 'built_in_database' && current.isSuccess ? (
        <PageTabs<NonNullable<AuthzDetailSearch['tab']>>
          label={t`Source`}
          value={tab}
          onChange={(value) => setView({ tab: value === 'settings' ? undefined : value })}
          tabs={[
            { value: 'settings', label: t`Settings`, content: settings },
            {
              value: 'rules',
              label: t`Rules`,
              content: (
                <BuiltInRules kind={view.rules ?? 'clients'} onKindChange={(rules) => setView({ rules: rules === 'clients' ? undefined : rules, page: 1, like: undefined })} query={view} onQueryChange={setView} />
              ),
            },
          ]}
        />
      ) : (
        settings
      )}
    </>
  );
}
