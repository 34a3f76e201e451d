import { Code, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { useGetExhooksByNameHooks } from '../../generated/endpoints/ex-hook/ex-hook';
import type { ExhookListHookInfo } from '../../generated/model';
import { EXHOOK_POLL_MS } from './exhook-queries';

/** The hooks the server registered when it connected: what it asked for (message hooks name their topics) and their counters. */
export function ExhookHooksPanel({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const hooks = useGetExhooksByNameHooks(name, { query: { refetchInterval: pollEvery(EXHOOK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(hooks);
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const columns: Column<ExhookListHookInfo>[] = [
    { id: 'name', header: t`Hook`, cell: (h) => <Text fontFamily="mono" fontSize="sm">{h.name}</Text> },
    {
      id: 'params',
      header: t`Parameters`,
      cell: (h) => {
        const params = Object.entries(h.params ?? {});
        if (params.length === 0) return <Text color="fg.muted">–</Text>;
        return (
          <Wrap gap="1">
            {params.map(([key, value]) => (
              <Code key={key} size="sm">
                {key}: {Array.isArray(value) ? value.join(', ') : String(value)}
              </Code>
            ))}
          </Wrap>
        );
      },
    },
    { id: 'succeed', header: t`Succeeded`, numeric: true, cell: (h) => n(h.metrics?.succeed) },
    { id: 'failed', header: t`Failed`, numeric: true, cell: (h) => n(h.metrics?.failed) },
    { id: 'rate', header: t`Rate (per second)`, numeric: true, cell: (h) => n(h.metrics?.rate) },
    { id: 'max_rate', header: t`Maximum rate (per second)`, numeric: true, cell: (h) => n(h.metrics?.max_rate) },
  ];
  return (
    <DataTable
      label={t`Registered hooks`}
      columns={columns}
      rows={hooks.data}
      rowKey={(h) => h.name ?? ''}
      {...queryState(hooks)}
      staleSince={staleSince}
      empty={<Trans>No hook registered: the broker lists the hooks of a connected server.</Trans>}
    />
  );
}
