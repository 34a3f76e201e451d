import { SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toaster } from '../../app/toaster';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { FailureNotice } from '../../components/FailureNotice';
import { FormDialog, TextField } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { postLoadRebalanceByNodeStart } from '../../generated/endpoints/load-rebalance/load-rebalance';
import { BROKER_DEFAULTS, emptyRebalance, rebalanceBody, validateRebalance } from './maintenance-form';
import { PacingFields } from './PacingFields';
import { useStartForm } from './use-start-form';

interface RebalanceDialogProps {
  /** The running nodes, in the cluster's order. */
  nodes: readonly string[];
  onStarted: () => void;
  onClose: () => void;
}

/**
 * Evens out connections and offline sessions between nodes (after a node joined, or after an
 * evacuation): nodes above the average hand clients over to the others until both sides are within
 * the thresholds. One node coordinates.
 */
export function RebalanceDialog({ nodes, onStarted, onClose }: RebalanceDialogProps) {
  const { t } = useLingui();
  const form = useStartForm(emptyRebalance(nodes[0] ?? '', [...nodes]), validateRebalance);
  const { draft, set, shown } = form;

  const start = () =>
    void form.submit(
      (d, options) => postLoadRebalanceByNodeStart(d.coordinator, rebalanceBody(d, nodes), options),
      () => {
        toaster.create({ type: 'success', title: t`Rebalance started` });
        onStarted();
      },
    );

  const threshold = (field: 'absConnThreshold' | 'relConnThreshold' | 'absSessThreshold' | 'relSessThreshold', label: string, placeholder: string) => (
    <TextField
      label={label}
      inputMode={field.startsWith('rel') ? 'decimal' : 'numeric'}
      placeholder={placeholder}
      value={draft[field]}
      onChange={(value) => set({ [field]: value }, field)}
      error={shown(field)}
    />
  );

  return (
    <FormDialog title={t`Rebalance the cluster`} submitLabel={t`Start rebalance`} busy={form.busy} dirty={form.dirty} onSubmit={start} onClose={onClose}>
      {form.refusal ? <FailureNotice title={<Trans>The broker did not start the rebalance</Trans>}>{form.refusal}</FailureNotice> : null}
      <Text fontSize="sm">
        <Trans>
          Nodes with more connections than the average ask some of their clients to reconnect, until the busier and the quieter nodes are within the
          thresholds of each other. The broker refuses when the nodes are already balanced.
        </Trans>
      </Text>
      <SelectField label={t`Coordinator`} value={draft.coordinator} options={nodes.map((n) => [n, n])} onChange={(coordinator) => set({ coordinator }, 'coordinator')} />
      <CheckboxGroup label={t`Nodes to balance`} options={nodes.map((n) => [n, n] as const)} checked={draft.nodes} onChange={(picked) => set({ nodes: picked }, 'nodes')} error={shown('nodes')} />
      <PacingFields draft={draft} shown={shown} set={set} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {threshold('absConnThreshold', t`Connection difference allowed`, BROKER_DEFAULTS.absThreshold)}
        {threshold('relConnThreshold', t`Connection ratio allowed`, BROKER_DEFAULTS.relThreshold)}
        {threshold('absSessThreshold', t`Session difference allowed`, BROKER_DEFAULTS.absThreshold)}
        {threshold('relSessThreshold', t`Session ratio allowed`, BROKER_DEFAULTS.relThreshold)}
      </SimpleGrid>
    </FormDialog>
  );
}
