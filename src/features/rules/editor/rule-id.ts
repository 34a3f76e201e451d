/** The rule's id as the spec names things (docs/product-spec.md §5): a letter first, then letters, digits, '_' and '-'. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const RULE_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** The broker keeps ids in its configuration file as keys: long ones are refused. */
export const RULE_ID_MAX = 255;

/** Why the id cannot be a new rule's, or undefined when it can. An empty id lets the broker make one up. */
export function ruleIdError(id: string, taken: readonly string[] = []): MessageDescriptor | undefined {
  if (id === '') return undefined;
  if (!RULE_ID.test(id)) return msg`Start with a letter and use only letters, digits, underscores (_) and hyphens (-)`;
  if (id.length > RULE_ID_MAX) return msg`At most 255 characters`;
  if (taken.includes(id)) return msg`A rule with this ID already exists`;
  return undefined;
}
