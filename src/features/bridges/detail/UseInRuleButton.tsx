import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { WriteAction } from '../../../components/WriteAction';
import { parkRuleDraft } from '../../rules/editor/action-handoff/handoff';
import { NEW_RULE } from '../../rules/editor/rule-draft';
import type { Bridge } from '../model/bridge';

/**
 * "Use in a new rule": the rule editor opens with this action as its output, or selecting from this
 * source, the reverse of the editor's own "Create action" trip.
 */
export function UseInRuleButton({ bridge, emphasised }: { bridge: Bridge; emphasised: boolean }) {
  const navigate = useNavigate();
  const open = () => {
    const draft = bridge.kind === 'action' ? { ...NEW_RULE, outputs: [{ kind: 'action' as const, id: bridge.id }] } : { ...NEW_RULE, sql: `SELECT\n  *\nFROM\n  "$bridges/${bridge.id}"` };
    parkRuleDraft('', draft);
    void navigate({ to: '/rules/create' });
  };
  return (
    <WriteAction>
      <Button size="sm" variant={emphasised ? 'solid' : 'outline'} colorPalette={emphasised ? 'brand' : undefined} onClick={open}>
        <Trans>Use in a new rule</Trans>
      </Button>
    </WriteAction>
  );
}
