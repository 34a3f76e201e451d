import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { WriteAction } from '../../components/WriteAction';

/** "Create rule": the page's primary action, or the next step of an empty list (`secondary`). */
export function CreateRuleButton({ secondary }: { secondary?: boolean }) {
  return (
    <WriteAction>
      <Button asChild size="sm" {...(secondary ? { variant: 'outline' } : { colorPalette: 'brand' })}>
        <Link to="/rules/create">
          <Plus />
          <Trans>Create rule</Trans>
        </Link>
      </Button>
    </WriteAction>
  );
}
