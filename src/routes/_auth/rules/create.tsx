import { createFileRoute } from '@tanstack/react-router';
import { RuleCreateView } from '../../../features/rules/editor/RuleCreateView';

export const Route = createFileRoute('/_auth/rules/create')({
  component: RuleCreateView,
});
