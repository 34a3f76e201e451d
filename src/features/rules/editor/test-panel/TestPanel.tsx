import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/api-error';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { SelectField } from '../../../../components/SelectField';
import { WriteAction } from '../../../../components/WriteAction';
import { usePostRuleTest } from '../../../../generated/endpoints/rules/rules';
import type { RuleEngineRuleTestContext } from '../../../../generated/model';
import { BRIDGE_EVENT, eventMatchesSources, eventTypesOfSources, MESSAGE_PUBLISH } from '../event-types';
import type { RuleEventInfo } from '../rule-events';
import type { RuleOutput } from '../outputs/outputs';
import { documentLine, readBrokerSqlError } from '../../sql/broker-error';
import { fromSources } from '../sql-from';
import { defaultTestFields, keepTestData, keptTestData, noMatchReason, testContext, testFieldError, type KeptTestData } from '../test-data';
import { OutputPreviews } from './OutputPreviews';
import { TestDataFields } from './TestDataFields';
import { TestResult, type TestOutcome } from './TestResult';

interface TestPanelProps {
  sql: string;
  events: readonly RuleEventInfo[];
  /** The broker's 400 about the SQL (shown at its line by the editor), or null once a run passed. */
  onSqlError: (error: unknown) => void;
  /** The rule's outputs as the editor holds them: a run shows what each would do with the output. */
  outputs?: readonly RuleOutput[];
  /**
   * The rule's id ('' for a new rule): what is typed here is kept under it while the user stays in
   * the console, and found again on coming back. Without it, nothing is kept.
   */
  ruleId?: string;
}

/**
 * Runs the SQL on test data of the chosen event (`POST /rule_test`), says whether it matched (and
 * why not), and shows what the output would make each of the rule's outputs do.
 */
export function TestPanel({ sql, events, onSqlError, outputs = [], ruleId }: TestPanelProps) {
  const { t } = useLingui();
  const sources = fromSources(sql);
  const [typed, setTyped] = useState<KeptTestData>(() => (ruleId === undefined ? undefined : keptTestData(ruleId)) ?? { edited: {} });
  const { chosen, edited } = typed;
  const keepTyped = (next: KeptTestData) => {
    setTyped(next);
    if (ruleId !== undefined) keepTestData(ruleId, next);
  };
  // Each result belongs to the SQL it was run on: once the SQL changes, it is no longer shown. Each
  // run mounts its previews afresh, so that they read the actions' settings again.
  const [result, setResult] = useState<{ sql: string; outcome: TestOutcome; run: number }>();
  const outcome = result?.sql === sql ? result.outcome : undefined;
  const runs = useRef(0);
  const setOutcome = (next: TestOutcome | undefined, forSql = sql) => setResult(next && { sql: forSql, outcome: next, run: (runs.current += 1) });
  const current = useRef(sql);
  useEffect(() => {
    current.current = sql;
  }, [sql]);
  const [askReset, setAskReset] = useState(false);
  // 412 is the calm "did not match" and 400 is shown at the SQL's line and in the verdict: neither is a toast.
  const run = usePostRuleTest({ request: { silentStatuses: [400, 412] } });

  const eventType = chosen ?? eventTypesOfSources(sources)[0] ?? MESSAGE_PUBLISH;
  const fields = edited[eventType] ?? defaultTestFields(eventType, events, sources);
  const mismatch = !eventMatchesSources(eventType, sources);
  const invalid = fields.some((f) => testFieldError(f) !== undefined);

  const options: [string, string][] = [
    [MESSAGE_PUBLISH, events.find((e) => e.type === MESSAGE_PUBLISH)?.title ?? t`Message publish`],
    // The broker lists `$bridges/mqtt:*` among its events too: it is offered once, below.
    ...events.filter((e) => e.type !== MESSAGE_PUBLISH && e.type !== BRIDGE_EVENT).map((e): [string, string] => [e.type, e.title]),
    [BRIDGE_EVENT, t`Message from an MQTT source`],
  ];

  async function test() {
    const sent = sql;
    // Why a 412 came is worked out on what was sent: the broker does not say.
    const reason = noMatchReason(eventType, fields, sources);
    setOutcome(undefined);
    try {
      const output: unknown = await run.mutateAsync({ data: { sql: sent, context: testContext(eventType, fields) as unknown as RuleEngineRuleTestContext } });
      if (current.current === sent) onSqlError(null);
      setOutcome({ kind: 'output', output }, sent);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 412) {
        if (current.current === sent) onSqlError(null);
        setOutcome({ kind: 'no-match', reason }, sent);
      } else if (error.status === 400) {
        // An answer about SQL the user has edited since would mark a line of the new text.
        if (current.current === sent) onSqlError(error);
        // The broker's words, as the editor shows them under the SQL.
        const read = readBrokerSqlError(error);
        const line = read && documentLine(sent, read);
        const message = read?.message ?? error.message;
        setOutcome({ kind: 'sql-error', message: line && !/\bline\s+\d/i.test(message) ? t`Line ${line}: ${message}` : message }, sent);
      }
    }
  }

  return (
    <Stack gap="4">
      <SelectField
        label={t`Event`}
        value={eventType}
        options={options}
        onChange={(next) => {
          keepTyped({ ...typed, chosen: next });
          setOutcome(undefined);
        }}
        error={mismatch ? t`Data source doesn't match the entered SQL` : undefined}
      />
      <TestDataFields fields={fields} onChange={(next) => keepTyped({ ...typed, edited: { ...edited, [eventType]: next } })} />
      <HStack gap="2" wrap="wrap">
        <WriteAction>
          <Button colorPalette="brand" size="sm" onClick={() => void test()} loading={run.isPending} disabled={mismatch || invalid || sql.trim() === ''}>
            <Trans>Run test</Trans>
          </Button>
        </WriteAction>
        <Button variant="outline" size="sm" onClick={() => setAskReset(true)}>
          <Trans>Reset test data</Trans>
        </Button>
      </HStack>
      {mismatch ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Choose the event the SQL reads from, or change its FROM, to run the test.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {outcome ? <TestResult outcome={outcome} /> : null}
      {outcome?.kind === 'output' ? <OutputPreviews key={result?.run} outputs={outputs} output={outcome.output} /> : null}
      <ConfirmDialog
        open={askReset}
        title={<Trans>Reset test data?</Trans>}
        confirmLabel={<Trans>Reset</Trans>}
        onConfirm={() => {
          const rest = { ...edited };
          delete rest[eventType];
          keepTyped({ ...typed, edited: rest });
          setOutcome(undefined);
          setAskReset(false);
        }}
        onCancel={() => setAskReset(false)}
      >
        <Trans>The test data of this event goes back to its defaults. What you typed is lost.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
