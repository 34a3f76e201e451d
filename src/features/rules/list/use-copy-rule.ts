import { useMutation } from '@tanstack/react-query';
import { getRules, postRules } from '../../../generated/endpoints/rules/rules';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { duplicateId } from './copy-name';
import { copyOf } from './rule-body';

/** The broker lists at most this many rows a page. */
const PAGE = 100;

/** Every rule id containing `text`, page after page (the broker's substring search). */
async function idsContaining(text: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await getRules({ like_id: text, page, limit: PAGE });
    const rows = answer.data ?? [];
    ids.push(...rows.map((rule) => rule.id));
    if (!answer.meta?.hasnext || rows.length === 0) return ids;
  }
}

/** Copies a rule under the first free `{id}_duplication…` name; resolves to the copy's id. */
export function useCopyRule() {
  return useMutation({
    mutationFn: async (rule: RuleEngineRuleInfo) => {
      const id = duplicateId(rule.id, await idsContaining(`${rule.id}_duplication`));
      await postRules(copyOf(rule, id));
      return id;
    },
  });
}
