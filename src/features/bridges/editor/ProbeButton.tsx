import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { WriteAction } from '../../../components/WriteAction';
import type { ReasonContext } from '../../../components/reason/explain-reason';
import { ProbeResult } from '../../../components/reason/ProbeResult';
import type { ProbeResult as ProbeAnswer } from './bridge-api';

interface ProbeButtonProps {
  probe: () => Promise<ProbeAnswer> | undefined;
  disabled?: boolean;
  /** What is probed, so that a failure names the right field. */
  context?: ReasonContext;
  /** Told undefined when a probe starts and its answer when it ends (useProbeField marks the field to fix). */
  onResult?: (result: ProbeAnswer | undefined) => void;
  /** Moves to the field the failure names, when the form has it. */
  onShowField?: () => void;
}

/**
 * "Test connectivity": the broker tries the settings as typed (nothing is saved) and the answer
 * shows beside the button: 'Connection is successful', or why it failed in plain words. `probe`
 * answers undefined when the settings are not complete enough to send.
 */
export function ProbeButton({ probe, disabled, context, onResult, onShowField }: ProbeButtonProps) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProbeAnswer | 'incomplete'>();
  const run = async () => {
    onResult?.(undefined);
    const pending = probe();
    if (!pending) {
      setResult('incomplete');
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      const answer = await pending;
      setResult(answer);
      onResult?.(answer);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="3" wrap="wrap">
      <WriteAction>
        <Button variant="outline" loading={busy} disabled={disabled} onClick={() => void run()}>
          <Trans>Test connectivity</Trans>
        </Button>
      </WriteAction>
      <ProbeResult result={result} context={context} onShowField={onShowField} />
    </HStack>
  );
}
