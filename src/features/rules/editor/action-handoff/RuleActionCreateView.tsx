import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BridgeCreateView } from '../../../bridges/editor/BridgeCreateView';
import { returnToRule } from './handoff';

const route = getRouteApi('/_auth/rules/bridge');

/**
 * `/rules/bridge`: the bridge create screen as the rule editor's child. It offers actions only, and
 * goes back to the rule (kept as typed) with the new action among its outputs; back without one too.
 */
export function RuleActionCreateView() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { rule } = route.useSearch();

  // Back with the created action is never held; back without one asks first when the bridge form holds changes.
  const back = (actionId?: string) => {
    returnToRule(rule ?? '', actionId);
    const ignoreBlocker = actionId !== undefined;
    void navigate(rule ? { to: '/rules/detail/$id', params: { id: rule }, search: { tab: 'settings' }, ignoreBlocker } : { to: '/rules/create', ignoreBlocker });
  };

  return <BridgeCreateView egressOnly title={t`Create action`} back={{ label: t`Back to the rule`, go: () => back() }} onCreated={({ actionId }) => back(actionId)} />;
}
