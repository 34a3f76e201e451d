import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/FormDialog';
import { BROKER_DEFAULTS, type MaintenanceErrors, type PacingDraft } from './maintenance-form';

interface PacingFieldsProps {
  draft: PacingDraft;
  /** The error to show for a field, once it was touched or a save was tried. */
  shown: (field: keyof MaintenanceErrors) => string | undefined;
  set: (patch: Partial<PacingDraft>, field: keyof PacingDraft) => void;
}

/** How fast clients are moved and how long the broker waits between the steps: the same for an evacuation and a rebalance. */
export function PacingFields({ draft, shown, set }: PacingFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={t`Connections moved per second`}
          inputMode="numeric"
          placeholder={BROKER_DEFAULTS.rate}
          value={draft.connEvictRate}
          onChange={(connEvictRate) => set({ connEvictRate }, 'connEvictRate')}
          error={shown('connEvictRate')}
        />
        <TextField
          label={t`Sessions moved per second`}
          inputMode="numeric"
          placeholder={BROKER_DEFAULTS.rate}
          value={draft.sessEvictRate}
          onChange={(sessEvictRate) => set({ sessEvictRate }, 'sessEvictRate')}
          error={shown('sessEvictRate')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={t`Wait for load balancers (seconds)`}
          inputMode="numeric"
          placeholder={BROKER_DEFAULTS.wait}
          value={draft.waitHealthCheck}
          onChange={(waitHealthCheck) => set({ waitHealthCheck }, 'waitHealthCheck')}
          error={shown('waitHealthCheck')}
          help={t`Time for load balancers to see the node's health check fail before clients are moved.`}
        />
        <TextField
          label={t`Wait for reconnections (seconds)`}
          inputMode="numeric"
          placeholder={BROKER_DEFAULTS.wait}
          value={draft.waitTakeover}
          onChange={(waitTakeover) => set({ waitTakeover }, 'waitTakeover')}
          error={shown('waitTakeover')}
          help={t`Time for moved clients to reconnect and take their sessions over before the offline sessions are moved.`}
        />
      </SimpleGrid>
    </>
  );
}
