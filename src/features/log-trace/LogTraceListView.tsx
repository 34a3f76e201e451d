import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useStaleSince } from '../../api/staleness';
import { ActionButton } from '../../components/ActionLink';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { CreateTraceDialog } from './CreateTraceDialog';
import { DeleteTraceDialog } from './DeleteTraceDialog';
import { isActive, statusOf } from './trace-model';
import { useTraces } from './trace-queries';
import { TraceTable } from './TraceTable';
import { useTraceActions } from './use-trace-actions';

/** The traces still running or waiting for their start, then the finished ones; create, stop, download, delete. */
export function LogTraceListView() {
  const { t } = useLingui();
  const list = useTraces();
  const staleSince = useStaleSince(list);
  const actions = useTraceActions();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const active = list.data?.filter((trace) => isActive(statusOf(trace)));
  const finished = list.data?.filter((trace) => !isActive(statusOf(trace)));
  const table = {
    loading: list.isFetching && !list.data,
    error: list.isError,
    onRetry: () => void list.refetch(),
    staleSince,
    busy: actions.busy,
    onStop: (name: string) => void actions.stop(name),
    onDelete: setDeleting,
  };

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setCreating(true)}>
      <Plus />
      <Trans>Create log trace</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>Log trace</Trans>}>
        {createButton()}
      </PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>A trace logs everything the broker does for one client, topic, IP address or rule, on every node, for the time you set.</Trans>
      </Text>
      <Stack gap="8">
        <Section id="active-traces" title={<Trans>Running and waiting</Trans>}>
          <TraceTable label={t`Running and waiting traces`} traces={active} empty={<Trans>No trace is running.</Trans>} emptyAction={createButton(true)} {...table} />
        </Section>
        <Section id="finished-traces" title={<Trans>Finished</Trans>}>
          <TraceTable label={t`Finished traces`} traces={finished} empty={<Trans>No finished trace.</Trans>} {...table} />
        </Section>
      </Stack>
      {creating ? <CreateTraceDialog onClose={() => setCreating(false)} /> : null}
      <DeleteTraceDialog
        name={deleting}
        busy={deleting !== undefined && actions.busy === deleting}
        onConfirm={(name) => void actions.remove(name).then(() => setDeleting(undefined))}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
