import { HStack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteAuthorizationSourcesBuiltInDatabaseRules } from '../../../generated/endpoints/authorization/authorization';
import { AllRulesPanel } from './AllRulesPanel';
import { RuleSetsPanel } from './RuleSetsPanel';
import { refreshAllRules, type RuleKind } from './rule-api';
import type { ListQuery } from '../../../components/search-params';
import { DangerButton } from '../../../components/DangerButton';

/** The built-in database source's rules: by client ID, by username, and for all; and deleting every one. */
interface BuiltInRulesProps {
  kind: RuleKind | 'all';
  onKindChange: (kind: RuleKind | 'all') => void;
  query: ListQuery;
  onQueryChange: (patch: Partial<ListQuery>) => void;
}

export function BuiltInRules({ kind, onKindChange, query, onQueryChange }: BuiltInRulesProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [askDelete, setAskDelete] = useState(false);
  const deleteAll = useMutation({ mutationFn: () => deleteAuthorizationSourcesBuiltInDatabaseRules() });

  async function confirmDeleteAll() {
    try {
      await deleteAll.mutateAsync();
      toaster.create({ type: 'success', title: t`Every rule of the built-in database deleted` });
      await refreshAllRules(queryClient);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setAskDelete(false);
    }
  }

  return (
    <Tabs.Root value={kind} onValueChange={(e) => onKindChange(e.value as RuleKind | 'all')} lazyMount unmountOnExit variant="enclosed" size="sm">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="2">
        <Tabs.List aria-label={t`Rules for`}>
          <Tabs.Trigger value="clients">
            <Trans>Clients</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="users">
            <Trans>Users</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="all">
            <Trans>All</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <DangerButton onClick={() => setAskDelete(true)}>
          <Trans>Delete all rules</Trans>
        </DangerButton>
      </HStack>
      <Tabs.Content value="clients">
        <RuleSetsPanel kind="clients" query={query} onQueryChange={onQueryChange} />
      </Tabs.Content>
      <Tabs.Content value="users">
        <RuleSetsPanel kind="users" query={query} onQueryChange={onQueryChange} />
      </Tabs.Content>
      <Tabs.Content value="all">
        <AllRulesPanel />
      </Tabs.Content>
      <ConfirmDialog
        open={askDelete}
        destructive
        busy={deleteAll.isPending}
        title={<Trans>Delete all rules?</Trans>}
        confirmLabel={<Trans>Delete all rules</Trans>}
        onConfirm={() => void confirmDeleteAll()}
        onCancel={() => setAskDelete(false)}
      >
        <Trans>Every rule of the built-in database goes: those of each client and user, and those for all. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Tabs.Root>
  );
}
