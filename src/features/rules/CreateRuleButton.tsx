import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ActionLink } from '../../components/ActionLink';

/** "Create rule": the page's primary action, or the next step of an empty list (`secondary`). */
export function CreateRuleButton({ secondary }: { secondary?: boolean }) {
  return (
    <ActionLink secondary={secondary}>
      <Link to="/rules/create">
        <Plus />
        <Trans>Create rule</Trans>
      </Link>
    </ActionLink>
  );
}
