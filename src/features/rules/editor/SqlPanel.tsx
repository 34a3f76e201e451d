import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Database } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { SqlSource } from '../sql/completion';
import { parseSections, printSections, type SqlSections } from '../sql/sections';
import { SqlEditor } from '../sql/SqlEditor';
import { ExamplesPanel } from './ExamplesPanel';
import { FormModeFields } from './FormModeFields';
import type { RuleEventInfo } from './rule-events';
import { withFromSource } from './sql-from';
import { SourcePicker } from './SourcePicker';

interface SqlPanelProps {
  sql: string;
  onChange: (sql: string) => void;
  /** The fields completed in expressions: the source's event's. */
  fields: readonly string[];
  events: readonly RuleEventInfo[];
  /** `$bridges/type:name` of the sources of data integration. */
  bridgeSources: readonly string[];
  brokerError: unknown;
  /** A viewer reads the SQL: nothing can be changed. */
  readOnly?: boolean;
}

type Mode = 'text' | 'form';

/** The rule's SQL as text or as a form of its sections, with the data source picker and the examples. */
export function SqlPanel({ sql, onChange, fields, events, bridgeSources, brokerError, readOnly }: SqlPanelProps) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('text');
  const [dialog, setDialog] = useState<'source' | 'examples'>();
  // The form's own values while they are what the SQL was printed from: a field keeps a newline
  // being typed, which printing would trim.
  const [form, setForm] = useState<{ sections: SqlSections; forSql: string }>();
  const parsed = useMemo(() => parseSections(sql), [sql]);
  const completionSources = useMemo<SqlSource[]>(
    () => [...events.map((e) => ({ value: e.source, label: e.title, description: e.description })), ...bridgeSources.map((value) => ({ value }))],
    [events, bridgeSources],
  );
  const formShown = mode === 'form' && parsed.representable;

  const editForm = (sections: SqlSections) => {
    const printed = printSections(sections);
    setForm({ sections, forSql: printed });
    onChange(printed);
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="0" role="group" aria-label={t`Editing mode`}>
          {(
            [
              ['text', t`SQL`],
              ['form', t`Form`],
            ] as const
          ).map(([value, label]) => (
            <Button key={value} size="xs" variant={mode === value ? 'solid' : 'outline'} aria-pressed={mode === value} onClick={() => setMode(value)}>
              {label}
            </Button>
          ))}
        </HStack>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setDialog('source')}>
            <Database aria-hidden />
            <Trans>Data source</Trans>
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog('examples')}>
            <BookOpen aria-hidden />
            <Trans>SQL examples</Trans>
          </Button>
        </HStack>
      </HStack>
      {mode === 'form' && !parsed.representable ? (
        <Alert.Root status="info" role="status" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The form cannot show this SQL, so it stays in the text editor.</Trans>
            </Alert.Title>
            <Alert.Description>{i18n._(parsed.reason)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {formShown ? (
        <FormModeFields sections={form?.forSql === sql ? form.sections : parsed.sections} onChange={editForm} readOnly={readOnly} />
      ) : (
        <SqlEditor label={t`Rule SQL`} readOnly={readOnly} value={sql} onChange={onChange} fields={fields} sources={completionSources} brokerError={brokerError} minLines={8} maxLines={24} />
      )}
      {formShown && brokerError ? <SqlEditorErrorNote /> : null}
      {dialog === 'source' ? <SourcePicker events={events} sources={bridgeSources} onPick={(source) => onChange(withFromSource(sql, source))} onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'examples' ? <ExamplesPanel sql={sql} onInsert={onChange} onClose={() => setDialog(undefined)} /> : null}
    </Stack>
  );
}

/** The broker's words sit under the text editor, at their line: the form sends the user there. */
function SqlEditorErrorNote() {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>The broker refused the SQL. Switch to SQL to see where.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
