import { Stack } from '@chakra-ui/react';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import type { Bridge } from '../model/bridge';
import { BridgeLinks } from './BridgeLinks';
import { BridgeNodeStatus } from './BridgeNodeStatus';
import { BridgeStatistics } from './BridgeStatistics';

/** The overview tab: what the bridge is tied to, where it runs and what went through it. */
export function BridgeOverview({ bridge, rules, onRetryRules }: { bridge: Bridge; rules: RuleEngineRuleInfo[] | undefined; onRetryRules?: () => void }) {
  return (
    <Stack gap="6">
      <BridgeLinks bridge={bridge} rules={rules} onRetryRules={onRetryRules} />
      <BridgeNodeStatus bridge={bridge} />
      <BridgeStatistics bridge={bridge} />
    </Stack>
  );
}
