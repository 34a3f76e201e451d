import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWriteAccess } from '../../../api/write-access';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { WriteAction } from '../../../components/WriteAction';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import {
  deleteAuthorizationSourcesBuiltInDatabaseRulesAll,
  getGetAuthorizationSourcesBuiltInDatabaseRulesAllQueryKey,
  postAuthorizationSourcesBuiltInDatabaseRulesAll,
  useGetAuthorizationSourcesBuiltInDatabaseRulesAll,
} from '../../../generated/endpoints/authorization/authorization';
import { RuleLinesEditor } from './RuleLinesEditor';
import { fromRuleItem, hasProblems, sameRules, toRuleItem, type RuleDraft } from './rule-draft';
import { DangerButton } from '../../../components/DangerButton';

/** The one list of rules that applies to every client, edited as lines and saved whole, or cleared. */
export function AllRulesPanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const access = useWriteAccess();
  const current = useGetAuthorizationSourcesBuiltInDatabaseRulesAll();
  // Stable keys for what the broker holds, so the lines do not remount on every render.
  const saved = useMemo(() => (current.data?.rules ?? []).map(fromRuleItem), [current.data]);
  const [draft, setDraft] = useState<RuleDraft[]>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askClear, setAskClear] = useState(false);
  const lines = draft ?? saved;
  const dirty = draft !== undefined && !sameRules(draft, saved);

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: getGetAuthorizationSourcesBuiltInDatabaseRulesAllQueryKey() });
    setDraft(undefined);
    setTried(false);
  }

  async function save() {
    setTried(true);
    if (hasProblems(lines)) return;
    setBusy(true);
    try {
      await postAuthorizationSourcesBuiltInDatabaseRulesAll({ rules: lines.map(toRuleItem) });
      toaster.create({ type: 'success', title: t`Rules for all saved` });
      await refresh();
    } catch {
      // The HTTP layer has said why; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  async function clear() {
    setBusy(true);
    try {
      await deleteAuthorizationSourcesBuiltInDatabaseRulesAll();
      toaster.create({ type: 'success', title: t`Rules for all cleared` });
      setAskClear(false);
      await refresh();
    } catch {
      setAskClear(false);
    } finally {
      setBusy(false);
    }
  }

  if (current.isPending) return <Loading />;
  if (current.isError) {
    return (
      <Text role="alert" color="fg.muted">
        <Trans>The rules for all could not be read.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="4" asChild>
      <form
        aria-label={t`Rules for all`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void save();
        }}
      >
        <Text color="fg.muted" fontSize="sm">
          <Trans>These rules apply to every client, after the rules of its client ID and its username.</Trans>
        </Text>
        {lines.length === 0 ? (
          <Text>
            <Trans>No rule applies to all clients yet.</Trans>
          </Text>
        ) : null}
        {/* A viewer reads the lines; a disabled fieldset keeps every control in it from changing them. */}
        <chakra.fieldset disabled={!access.allowed} minW="0">
          <RuleLinesEditor lines={lines} onChange={setDraft} showAll={tried} />
        </chakra.fieldset>
        <HStack gap="2" wrap="wrap">
          <WriteAction>
            <Button type="submit" size="sm" colorPalette="brand" loading={busy && !askClear} disabled={!dirty}>
              <Trans>Save rules for all</Trans>
            </Button>
          </WriteAction>
          <Button size="sm" variant="outline" disabled={!dirty || busy} onClick={() => setDraft(undefined)}>
            <Trans>Discard changes</Trans>
          </Button>
          <DangerButton disabled={saved.length === 0} icon={<Eraser />} onClick={() => setAskClear(true)}>
            <Trans>Clear rules for all</Trans>
          </DangerButton>
        </HStack>
        <ConfirmDialog
          open={askClear}
          destructive
          busy={busy}
          title={<Trans>Clear the rules for all?</Trans>}
          confirmLabel={<Trans>Clear</Trans>}
          onConfirm={() => void clear()}
          onCancel={() => setAskClear(false)}
        >
          <Trans>Every rule that applies to all clients goes. The rules of each client and user stay.</Trans>
        </ConfirmDialog>
        <LeaveGuard dirty={dirty && !busy} />
      </form>
    </Stack>
  );
}
