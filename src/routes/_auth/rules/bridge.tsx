import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '../../../components/search-params';
import { RuleActionCreateView } from '../../../features/rules/editor/action-handoff/RuleActionCreateView';

/** The bridge child of the rule editor: create an action, then back to the rule (`rule`: its id; none for a new rule). */
export const Route = createFileRoute('/_auth/rules/bridge')({
  validateSearch: z.object({ rule: searchText }),
  staticData: { catalogs: ['bridges'] },
  component: RuleActionCreateView,
});
