import { Stack } from '@chakra-ui/react';
import type { Bridge } from '../model/bridge';
import { BridgeNodeStatus } from './BridgeNodeStatus';
import { BridgeStatistics } from './BridgeStatistics';

/** The overview tab: where the bridge runs and what went through it. */
export function BridgeOverview({ bridge }: { bridge: Bridge }) {
  return (
    <Stack gap="6">
      <BridgeNodeStatus bridge={bridge} />
      <BridgeStatistics bridge={bridge} />
    </Stack>
  );
}
