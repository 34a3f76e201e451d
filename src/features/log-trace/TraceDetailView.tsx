import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { useStaleSince } from '../../api/staleness';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { StaleStatus } from '../../components/StaleNote';
import { WriteAction } from '../../components/WriteAction';
import type { TraceTrace } from '../../generated/model';
import { formatDateTime } from '../../i18n/format';
import { DeleteTraceDialog } from './DeleteTraceDialog';
import { DownloadTraceButton } from './DownloadTraceButton';
import { FORMATTER_LABELS, PAYLOAD_ENCODE_LABELS } from './trace-form';
import { conditionOf, isActive, logSizes, statusOf, TRACE_TYPE_LABELS } from './trace-model';
import { useTrace } from './trace-queries';
import { TraceLogPanel } from './TraceLogPanel';
import { TraceStatusBadge } from './TraceStatusBadge';
import { useTraceActions } from './use-trace-actions';
import { FactList } from '../../components/FactList';
import { DangerButton } from '../../components/DangerButton';

/** What the trace follows and when, as a list of facts. */
function TraceFacts({ trace }: { trace: TraceTrace }) {
  const { t, i18n } = useLingui();
  const facts: [string, string][] = [
    [t`Type`, i18n._(TRACE_TYPE_LABELS[trace.type])],
    [i18n._(TRACE_TYPE_LABELS[trace.type]), conditionOf(trace)],
    [t`Start time`, formatDateTime(trace.start_at, i18n.locale)],
    [t`End time`, formatDateTime(trace.end_at, i18n.locale)],
    [t`Payload encoding`, i18n._(PAYLOAD_ENCODE_LABELS[trace.payload_encode ?? 'text'])],
    [t`Log format`, i18n._(FORMATTER_LABELS[trace.formatter === 'json' ? 'json' : 'text'])],
  ];
  return (
    <FactList facts={facts} />
  );
}

/** One trace: what it follows, its status, and its log per node, followed live while it runs. */
export function TraceDetailView({ name }: { name: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { list, trace } = useTrace(name);
  const actions = useTraceActions();
  const [deleting, setDeleting] = useState(false);
  const status = trace ? statusOf(trace) : undefined;
  const staleSince = useStaleSince(list);

  return (
    <>
      <PageHeader
        title={name}
        copyLabel={t`Copy trace name`}
        titleAside={
          status ? (
            <StaleStatus since={staleSince}>
              <TraceStatusBadge status={status} />
            </StaleStatus>
          ) : null
        }
      >
        {trace && status ? (
          <>
            {isActive(status) ? (
              <WriteAction>
                <Button size="sm" variant="outline" loading={actions.busy === name} onClick={() => void actions.stop(name)}>
                  <Square />
                  <Trans>Stop</Trans>
                </Button>
              </WriteAction>
            ) : null}
            <DownloadTraceButton name={name} nodes={logSizes(trace).map((s) => s.node)} />
            <DangerButton onClick={() => setDeleting(true)}>
              <Trans>Delete</Trans>
            </DangerButton>
          </>
        ) : null}
      </PageHeader>
      {list.isPending ? (
        <Loading />
      ) : !trace || !status ? (
        <Text role="alert" color="fg.muted">
          {list.isError ? <Trans>The traces could not be read.</Trans> : <Trans>There is no trace named {name}: it may have been deleted.</Trans>}
        </Text>
      ) : (
        <Stack gap="6">
          <TraceFacts trace={trace} />
          <TraceLogPanel trace={trace} status={status} />
        </Stack>
      )}
      <DeleteTraceDialog
        name={deleting ? name : undefined}
        busy={actions.busy === name}
        onConfirm={(target) =>
          void actions.remove(target, () => void navigate({ to: '/log-trace' })).then(() => setDeleting(false))
        }
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
