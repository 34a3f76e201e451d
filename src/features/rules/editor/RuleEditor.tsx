import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { toaster } from '../../../app/toaster';
import { Loading } from '../../../components/Loading';
import { Section } from '../../../components/Section';
import { WriteAction } from '../../../components/WriteAction';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { getGetRulesByIdQueryKey, getGetRulesQueryKey, postRules, putRulesById, useGetRulesById } from '../../../generated/endpoints/rules/rules';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { MESSAGE_FIELDS } from '../sql/completion';
import { eventTypesOfSources, MESSAGE_PUBLISH } from './event-types';
import { OutputsSection } from './outputs/OutputsSection';
import { RuleBasicsFields } from './RuleBasicsFields';
import { createBody, draftOf, isSqlRefusal, NEW_RULE, updateBody, type RuleDraft } from './rule-draft';
import { ruleIdError } from './rule-id';
import { fromSources } from './sql-from';
import { SqlPanel } from './SqlPanel';
import { TestPanel } from './test-panel/TestPanel';
import { useEditorCatalogs } from './use-editor-catalogs';
import { parkedRuleDraft, parkRuleDraft, releaseParkedRuleDraft } from './action-handoff/handoff';
import { useWriteAccess } from '../../../api/write-access';
import { FailureNotice } from '../../../components/FailureNotice';

/** A new rule (no id), or the settings of the rule `id`. */
export function RuleEditor({ id }: { id?: string }) {
  const rule = useGetRulesById(id ?? '', { query: { enabled: id !== undefined }, request: { silentStatuses: [404] } });
  if (id === undefined) return <RuleForm initial={NEW_RULE} />;
  if (rule.isPending) return <Loading />;
  if (!rule.data) {
    return (
      <Text role="alert" color="fg.muted">
        {isApiError(rule.error) && rule.error.status === 404 ? <Trans>There is no rule with this ID.</Trans> : <Trans>The rule could not be read.</Trans>}
      </Text>
    );
  }
  return <RuleForm key={id} loaded={rule.data} initial={draftOf(rule.data)} />;
}

/** Silent 400s: the SQL's go to its line, the others beside the save button. */
const SAVE_REQUEST = { silentStatuses: [400] };

function RuleForm({ initial, loaded }: { initial: RuleDraft; loaded?: RuleEngineRuleInfo }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const catalogs = useEditorCatalogs();
  const writable = useWriteAccess().allowed;
  const ruleId = loaded?.id ?? '';
  // Back from creating an action for this rule: what was typed before, with the new action.
  const [draft, setDraft] = useState(() => parkedRuleDraft(ruleId) ?? initial);
  const [saved, setSaved] = useState(initial);
  const [leavingForAction, setLeavingForAction] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [sqlError, setSqlError] = useState<unknown>(null);
  const [saveError, setSaveError] = useState<string>();
  const [created, setCreated] = useState<string>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const creating = loaded === undefined;

  // Leave for the new rule once the guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (created !== undefined) void navigate({ to: '/rules/detail/$id', params: { id: created } });
  }, [created, navigate]);

  useEffect(() => releaseParkedRuleDraft(ruleId), [ruleId]);

  // The draft is parked, not lost: the guard lets this one trip through.
  useEffect(() => {
    if (leavingForAction) void navigate({ to: '/rules/bridge', search: { rule: ruleId || undefined }, ignoreBlocker: true });
  }, [leavingForAction, navigate, ruleId]);

  const createAction = () => {
    parkRuleDraft(ruleId, draft);
    setLeavingForAction(true);
  };

  const sourceType = eventTypesOfSources(fromSources(draft.sql))[0] ?? MESSAGE_PUBLISH;
  const fields = catalogs.events.find((e) => e.type === sourceType)?.fields ?? (sourceType === MESSAGE_PUBLISH ? MESSAGE_FIELDS : []);

  const edit = (next: RuleDraft) => {
    if (next.sql !== draft.sql) setSqlError(null);
    setSaveError(undefined);
    setDraft(next);
  };

  async function save() {
    setTried(true);
    if (creating && ruleIdError(draft.id)) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      const answer = loaded
        ? await putRulesById(loaded.id, updateBody(draft, loaded), SAVE_REQUEST)
        : await postRules(createBody(draft) as Parameters<typeof postRules>[0], SAVE_REQUEST);
      setSqlError(null);
      setSaved(draft);
      await queryClient.invalidateQueries({ queryKey: getGetRulesQueryKey() });
      if (loaded) {
        await queryClient.invalidateQueries({ queryKey: getGetRulesByIdQueryKey(loaded.id) });
        toaster.create({ type: 'success', title: t`Rule saved` });
      } else {
        const ruleId = answer.id;
        toaster.create({ type: 'success', title: t`Rule ${ruleId} created` });
        setCreated(answer.id);
      }
    } catch (error) {
      // Everything typed stays; a 400 is shown here, any other failure the HTTP layer has toasted.
      if (isApiError(error) && error.status === 400) {
        if (isSqlRefusal(error)) setSqlError(error);
        else setSaveError(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="6">
      <RuleBasicsFields draft={draft} onChange={edit} creating={creating} tried={tried} readOnly={!writable} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Section id="rule-sql" title={<Trans>SQL</Trans>} framed>
          <SqlPanel
            sql={draft.sql}
            onChange={(sql) => edit({ ...draft, sql })}
            fields={fields}
            events={catalogs.events}
            bridgeSources={catalogs.bridgeSources}
            brokerError={sqlError}
            readOnly={!writable}
          />
        </Section>
        <Section id="rule-test" title={<Trans>Test</Trans>} framed>
          <TestPanel sql={draft.sql} events={catalogs.events} onSqlError={setSqlError} outputs={draft.outputs} ruleId={ruleId} />
        </Section>
      </Grid>
      <Section id="rule-outputs" title={<Trans>Outputs</Trans>} framed>
        <OutputsSection outputs={draft.outputs} onChange={(outputs) => edit({ ...draft, outputs })} actions={catalogs.actions} onCreateAction={createAction} />
      </Section>
      {saveError ? (
        <FailureNotice title=<Trans>The rule was not saved</Trans>>{saveError}</FailureNotice>
      ) : null}
      <HStack gap="2">
        <WriteAction>
          <Button colorPalette="brand" onClick={() => void save()} loading={saving} disabled={!creating && !dirty}>
            {creating ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
        </WriteAction>
        {creating ? (
          <Button asChild variant="outline">
            <Link to="/rules">
              <Trans>Cancel</Trans>
            </Link>
          </Button>
        ) : null}
      </HStack>
      <LeaveGuard dirty={dirty && created === undefined && !leavingForAction} />
    </Stack>
  );
}
