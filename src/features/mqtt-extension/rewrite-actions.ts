import { useLingui } from '@lingui/react/macro';
import type { ModulesRewriteAction } from '../../generated/model';

/** What each action rewrites, in words; the table and the form's select show the same. */
export function useActionLabels(): Record<ModulesRewriteAction, string> {
  const { t } = useLingui();
  return { all: t`Publish and subscribe`, publish: t`Publish`, subscribe: t`Subscribe` };
}
