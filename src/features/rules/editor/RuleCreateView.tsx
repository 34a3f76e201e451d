import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RuleEditor } from './RuleEditor';
import { BackLink } from '../../../components/BackLink';

/** `/rules/create`: a new rule in the editor. */
export function RuleCreateView() {
  return (
    <>
      <PageHeader back={<BackLink><Link to="/rules"><Trans>Back to the rules</Trans></Link></BackLink>} title={<Trans>Create rule</Trans>} />
      <RuleEditor />
    </>
  );
}
