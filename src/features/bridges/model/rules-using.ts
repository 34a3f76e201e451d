import type { RuleEngineRuleInfo } from '../../../generated/model';
import { describeOutput, ruleSources } from '../../rules/list/rule-display';
import type { Bridge } from './bridge';

/** The rules that send to an action (one of their outputs) or read from a source (their FROM `$bridges/…`). */
export function rulesUsing(bridge: Pick<Bridge, 'id' | 'kind'>, rules: readonly RuleEngineRuleInfo[]): RuleEngineRuleInfo[] {
  if (bridge.kind === 'action') {
    return rules.filter((rule) => (rule.actions ?? []).some((action) => {
      const output = describeOutput(action);
      return output.kind === 'action' && output.id === bridge.id;
    }));
  }
  return rules.filter((rule) => ruleSources(rule).some((source) => source.kind === 'source' && source.id === bridge.id));
}
