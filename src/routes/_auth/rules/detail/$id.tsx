import { createFileRoute } from '@tanstack/react-router';
import { ruleDetailSearch } from '../../../../features/rules/editor/detail-search';
import { RuleDetailView } from '../../../../features/rules/editor/RuleDetailView';

export const Route = createFileRoute('/_auth/rules/detail/$id')({
  validateSearch: ruleDetailSearch,
  component: RuleDetailView,
});
