/** One Create, three requests: the connector (unless reused), the action, then the rule that feeds it. */
import { postRules } from '../../../generated/endpoints/rules/rules';
import type { RuleEngineRuleCreation } from '../../../generated/model';
import { createInOrder } from '../editor/bridge-api';
import type { WebhookBodies } from './webhook-model';

export type WebhookStep = 'connector' | 'action' | 'rule';

export interface WebhookOutcome {
  /** Every step done so far, this Create's and earlier ones'. */
  done: WebhookStep[];
  /** The step that failed (the HTTP layer has shown the broker's message). */
  failed?: WebhookStep;
  ruleId?: string;
}

/** Sends what is not done yet, in order, and stops at the first failure: Create again sends only the rest. */
export async function createWebhook(bodies: WebhookBodies, done: readonly WebhookStep[]): Promise<WebhookOutcome> {
  const steps = [...done];
  const bridge = await createInOrder({
    connector: bodies.connector && !steps.includes('connector') ? bodies.connector : undefined,
    action: steps.includes('action') ? undefined : bodies.action,
  });
  for (const part of bridge.created) steps.push(part.kind === 'connector' ? 'connector' : 'action');
  if (bridge.failed) return { done: steps, failed: bridge.failed === 'connector' ? 'connector' : 'action' };
  try {
    const rule = await postRules(bodies.rule as RuleEngineRuleCreation);
    return { done: [...steps, 'rule'], ruleId: rule.id };
  } catch {
    return { done: steps, failed: 'rule' };
  }
}
