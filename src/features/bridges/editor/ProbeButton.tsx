import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { WriteAction } from '../../../components/WriteAction';
import type { ProbeResult } from './bridge-api';

/**
 * "Test connectivity": the broker tries the settings as typed (nothing is saved) and the answer
 * shows beside the button: 'Connection is successful', or the broker's reason. `probe` answers
 * undefined when the settings are not complete enough to send.
 */
export function ProbeButton({ probe, disabled }: { probe: () => Promise<ProbeResult> | undefined; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProbeResult | 'incomplete'>();
  const run = async () => {
    const pending = probe();
    if (!pending) {
      setResult('incomplete');
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      setResult(await pending);
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
      <Text role="status" fontSize="sm" color={result !== 'incomplete' && result?.ok ? 'fg.success' : 'fg.error'}>
        {result === 'incomplete' ? <Trans>Fill in the required settings before testing.</Trans> : result?.ok ? <Trans>Connection is successful</Trans> : result ? <Trans>Connection failed: {result.message}</Trans> : null}
      </Text>
    </HStack>
  );
}
