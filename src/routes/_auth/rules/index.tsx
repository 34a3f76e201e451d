import { createFileRoute } from '@tanstack/react-router';
import { RulesView } from '../../../features/rules/list/RulesView';
import { rulesSearch } from '../../../features/rules/list/rules-search';

export const Route = createFileRoute('/_auth/rules/')({
  validateSearch: rulesSearch,
  component: RulesView,
});
