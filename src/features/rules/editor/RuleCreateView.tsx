import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RuleEditor } from './RuleEditor';

/** `/rules/create`: a new rule in the editor. */
export function RuleCreateView() {
  return (
    <>
      <PageHeader title={<Trans>Create rule</Trans>}>
        <Button asChild size="sm" variant="outline">
          <Link to="/rules">
            <Trans>Back to the rules</Trans>
          </Link>
        </Button>
      </PageHeader>
      <RuleEditor />
    </>
  );
}
