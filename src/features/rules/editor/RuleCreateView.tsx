import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../../components/PageHeader';
import { RuleEditor } from './RuleEditor';

/** `/rules/create`: a new rule in the editor. */
export function RuleCreateView() {
  return (
    <>
      <PageHeader title={<Trans>Create rule</Trans>} />
      <RuleEditor />
    </>
  );
}
