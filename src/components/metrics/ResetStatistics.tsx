import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../ConfirmDialog';
import { WriteAction } from '../WriteAction';

interface ResetStatisticsProps {
  /**
   * Sends the reset; true when the broker did it (its refusal is reported by the HTTP layer). It
   * should not wait for the counters to be read again: the confirmation stays open until it returns.
   */
  reset: () => Promise<boolean>;
  busy: boolean;
  /** Nothing to reset yet (the counters have not been read). */
  disabled?: boolean;
  /** What starts again from zero, said in the confirmation. */
  children: ReactNode;
}

/** "Reset statistics" at the end of a metrics panel's row, after a confirmation. */
export function ResetStatistics({ reset, busy, disabled, children }: ResetStatisticsProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    const ok = await reset();
    setConfirming(false);
    if (ok) toaster.create({ type: 'success', title: t`Reset successfully` });
  }

  return (
    <HStack justify="flex-end">
      <WriteAction>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => setConfirming(true)}>
          <RotateCcw />
          <Trans>Reset statistics</Trans>
        </Button>
      </WriteAction>
      <ConfirmDialog open={confirming} busy={busy} title={<Trans>Reset statistics?</Trans>} confirmLabel={<Trans>Reset</Trans>} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
        {children}
      </ConfirmDialog>
    </HStack>
  );
}
