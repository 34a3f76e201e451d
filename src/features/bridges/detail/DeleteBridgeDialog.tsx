import { Code, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeleted } from '../../../api/forget-deleted';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteActionsById, getGetActionsByIdQueryKey, getGetActionsQueryKey } from '../../../generated/endpoints/actions/actions';
import { deleteSourcesById, getGetSourcesByIdQueryKey, getGetSourcesQueryKey } from '../../../generated/endpoints/sources/sources';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { resourceId, type Bridge, type ChannelAnswer } from '../model/bridge';
import { invalidateBridgeLists } from '../model/queries';

interface DeleteBridgeDialogProps {
  /** The bridge to delete; the dialog is open while set. */
  bridge: Pick<Bridge, 'id' | 'kind'> | undefined;
  /** The rules that use it (rulesUsing): named in the question. Undefined while they are still being read. */
  rules: readonly RuleEngineRuleInfo[] | undefined;
  onCancel: () => void;
  onDeleted: (id: string) => void;
}

/**
 * Asks before deleting a bridge. When rules use it, the question names them: an action is taken out
 * of their outputs (the broker's `also_delete_dep_actions`), a source leaves their FROM reading nothing.
 */
export function DeleteBridgeDialog({ bridge, rules, onCancel, onDeleted }: DeleteBridgeDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ id, kind, withRules }: { id: string; kind: Bridge['kind']; withRules: boolean }) => {
      // Without dependants the plain request: should a rule have started using it meanwhile, the broker refuses and says which.
      const params = withRules ? { also_delete_dep_actions: true } : undefined;
      return kind === 'action' ? deleteActionsById(id, params) : deleteSourcesById(id, params);
    },
  });
  const used = (rules?.length ?? 0) > 0;

  async function confirm() {
    if (!bridge || rules === undefined) return;
    const id = bridge.id;
    const ok = await succeeded(remove.mutateAsync({ id, kind: bridge.kind, withRules: used }));
    if (ok) {
      toaster.create({ type: 'success', title: t`Bridge ${id} deleted` });
      onDeleted(id);
      const action = bridge.kind === 'action';
      const path = (action ? getGetActionsByIdQueryKey(id) : getGetSourcesByIdQueryKey(id))[0];
      const list = action ? getGetActionsQueryKey() : getGetSourcesQueryKey();
      await forgetDeleted(queryClient, { path, lists: [{ queryKey: list, is: (b: ChannelAnswer) => resourceId(b.type, b.name) === id }] });
    }
    // Either way the lists are read again: after a refusal, the rules now using it show in the question.
    await invalidateBridgeLists(queryClient);
  }

  const id = bridge?.id;
  return (
    <ConfirmDialog
      open={bridge !== undefined}
      destructive
      busy={remove.isPending || rules === undefined}
      title={<Trans>Delete bridge {id}?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {used ? (
        <Stack gap="2">
          <Text>
            {bridge?.kind === 'source' ? (
              <Trans>These rules read from this source. Their SQL stays as it is, but they receive nothing from it any more:</Trans>
            ) : (
              <Trans>These rules use this bridge. Deleting it removes it from these rules, which lose this output:</Trans>
            )}
          </Text>
          <List.Root ps="5" aria-label={t`Rules using ${id}`}>
            {rules?.map((rule) => (
              <List.Item key={rule.id}>
                <Code variant="plain" overflowWrap="anywhere">
                  {rule.id}
                </Code>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : rules === undefined ? (
        <Text>
          <Trans>Looking for the rules that use it…</Trans>
        </Text>
      ) : (
        <Text>
          <Trans>No rule uses it. Its statistics are removed with it; its connector stays.</Trans>
        </Text>
      )}
    </ConfirmDialog>
  );
}
