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
import { fromSources } from '../sql-from';
import { defaultTestFields, testContext, testFieldError, type TestField } from '../test-data';
import { TestDataFields } from './TestDataFields';
import { TestResult, type TestOutcome } from './TestResult';

interface TestPanelProps {
  sql: string;
  events: readonly RuleEventInfo[];
  /** The broker's 400 about the SQL (shown at its line by the editor), or null once a run passed. */
  onSqlError: (error: unknown) => void;
}

/** Runs the SQL on test data of the chosen event (`POST /rule_test`) and shows what it gives. */
export function TestPanel({ sql, events, onSqlError }: TestPanelProps) {
  const { t } = useLingui();
  const sources = fromSources(sql);
  const [chosen, setChosen] = useState<string>();
  const [edited, setEdited] = useState<Record<string, TestField[]>>({});
  // Each result belongs to the SQL it was run on: once the SQL changes, it is no longer shown.
  const [result, setResult] = useState<{ sql: string; outcome: TestOutcome }>();
  const outcome = result?.sql === sql ? result.outcome : undefined;
  const setOutcome = (next: TestOutcome | undefined, forSql = sql) => setResult(next && { sql: forSql, outcome: next });
  const current = useRef(sql);
  useEffect(() => {
    current.current = sql;
  }, [sql]);
  const [askReset, setAskReset] = useState(false);
  // 412 is the calm "did not match" and 400 is shown at the SQL's line: neither is a toast.
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
    setOutcome(undefined);
    try {
      const output: unknown = await run.mutateAsync({ data: { sql: sent, context: testContext(eventType, fields) as unknown as RuleEngineRuleTestContext } });
      if (current.current === sent) onSqlError(null);
      setOutcome({ kind: 'output', output }, sent);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 412) {
        if (current.current === sent) onSqlError(null);
        setOutcome({ kind: 'no-match' }, sent);
        // An answer about SQL the user has edited since would mark a line of the new text.
      } else if (error.status === 400 && current.current === sent) onSqlError(error);
    }
  }

  return (
    <Stack gap="4">
      <SelectField
        label={t`Event`}
        value={eventType}
        options={options}
        onChange={(type) => {
          setChosen(type);
          setOutcome(undefined);
        }}
        error={mismatch ? t`Data source doesn't match the entered SQL` : undefined}
      />
      <TestDataFields fields={fields} onChange={(next) => setEdited((all) => ({ ...all, [eventType]: next }))} />
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
      <ConfirmDialog
        open={askReset}
        title={<Trans>Reset test data?</Trans>}
        confirmLabel={<Trans>Reset</Trans>}
        onConfirm={() => {
          setEdited((all) => {
            const rest = { ...all };
            delete rest[eventType];
            return rest;
          });
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
