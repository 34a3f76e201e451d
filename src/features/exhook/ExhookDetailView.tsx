import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { Loading } from '../../components/Loading';
import { EnableDeleteActions } from '../../components/detail/EnableDeleteActions';
import { PageHeader } from '../../components/PageHeader';
import { PageTabs } from '../../components/PageTabs';
import { StaleStatus } from '../../components/StaleNote';
import { useSearchState } from '../../components/use-search-state';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { putExhooksByName, useGetExhooksByName } from '../../generated/endpoints/ex-hook/ex-hook';
import { DeleteExhookDialog } from './DeleteExhookDialog';
import type { ExhookDetailSearch } from './exhook-detail-search';
import { EXHOOK_FORM_SCHEMA, exhookUiSchema, toBody, toForm, type ExhookForm } from './exhook-form';
import { EXHOOK_POLL_MS, invalidateExhooks, useSetExhookEnabled } from './exhook-queries';
import { ExhookHooksPanel } from './ExhookHooksPanel';
import { ExhookOverview } from './ExhookOverview';
import { ExhookStatusBadge } from './ExhookStatusBadge';

const UI_SCHEMA = exhookUiSchema(true);

/** One ExHook server: status and counters per node, the hooks it registered, and its settings. */
export function ExhookDetailView({ name, search, onSearch }: { name: string; search?: ExhookDetailSearch; onSearch?: (patch: Partial<ExhookDetailSearch>) => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const server = useGetExhooksByName(name, { query: { refetchInterval: pollEvery(EXHOOK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(server);
  const [view, setView] = useSearchState(search, onSearch, {});
  const tab = view.tab ?? 'overview';
  const setEnabled = useSetExhookEnabled();
  const [toggling, setToggling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const data = server.data;

  async function toggle(enable: boolean) {
    if (!data) return;
    setToggling(true);
    const ok = await succeeded(setEnabled(data, enable));
    setToggling(false);
    if (ok) toaster.create({ type: 'success', title: enable ? t`${name} enabled` : t`${name} disabled` });
  }

  return (
    <>
      <PageHeader
        title={name}
        copyLabel={t`Copy server name`}
        titleAside={
          data ? (
            <StaleStatus since={staleSince}>
              <ExhookStatusBadge enable={data.enable} nodes={data.node_status} />
            </StaleStatus>
          ) : null
        }
      >
        {data ? <EnableDeleteActions enabled={data.enable !== false} busy={toggling} onToggle={(checked) => void toggle(checked)} onDelete={() => setDeleting(true)} /> : null}
      </PageHeader>
      {server.isPending ? (
        <Loading />
      ) : !data ? (
        <Text role="alert" color="fg.muted">
          <Trans>This ExHook server could not be read.</Trans>
        </Text>
      ) : (
        <PageTabs<NonNullable<ExhookDetailSearch['tab']>>
          label={t`ExHook server`}
          value={tab}
          onChange={(value) => setView({ tab: value === 'overview' ? undefined : value })}
          tabs={[
            { value: 'overview', label: t`Overview`, content: <ExhookOverview server={data} staleSince={staleSince} /> },
            { value: 'hooks', label: t`Registered hooks`, content: <ExhookHooksPanel name={name} /> },
            { value: 'settings', label: t`Settings`, content: <ExhookSettings name={name} /> },
          ]}
        />
      )}
      <DeleteExhookDialog name={deleting ? name : undefined} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/exhook' })} />
    </>
  );
}

/** The server's settings, edited whole and PUT back; the broker reloads the server with them. */
function ExhookSettings({ name }: { name: string }) {
  const queryClient = useQueryClient();
  // The form edits the configuration only: status and counters moving meanwhile are not changes.
  const current = useGetExhooksByName(name, { query: { select: (server) => toForm(server as unknown as Record<string, unknown>) } });
  const save = async (value: ExhookForm) => {
    await putExhooksByName(name, toBody({ ...value, name }));
    await invalidateExhooks(queryClient, name);
  };
  return <ConfigEditor id={`exhook-${name}`} root="exhook" schema={EXHOOK_FORM_SCHEMA} uiSchema={UI_SCHEMA} current={current} save={save} />;
}
