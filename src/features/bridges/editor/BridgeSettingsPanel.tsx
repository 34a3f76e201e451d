import { Trans } from '@lingui/react/macro';
import { Text } from '@chakra-ui/react';

/** The Settings tab of a bridge's detail screen: edits the action or source and its connector. */
export function BridgeSettingsPanel({ id }: { id: string }) {
  return (
    <Text color="fg.muted" data-bridge-id={id}>
      <Trans>Loading settings…</Trans>
    </Text>
  );
}
