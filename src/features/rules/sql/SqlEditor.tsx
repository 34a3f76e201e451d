/**
 * The rule SQL editor: EMQX SQL in the shared CodeMirror editor, loaded with the first screen that
 * shows it (neither the editor nor the SQL language weigh on other screens).
 *
 * Props — the shared editor's (`value`, `onChange`, `onBlur`, `label` or `labelledBy`, `describedBy`,
 * `invalid`, `required`, `readOnly`, `placeholder`, `minLines`, `maxLines`), and:
 * - `fields`: the selected event's fields, offered in SELECT, WHERE, FOREACH, DO and INCASE. For a
 *   `/rule_events` item pass `fieldsOfColumns(event.columns)`; for a topic, `MESSAGE_FIELDS`.
 * - `sources`: what FROM can read, offered between its quotes: `{ value: '$events/client_connected',
 *   label: title, description }`, `{ value: '$bridges/mqtt:my_source' }`, topics.
 * - `brokerError`: the failure of the last save or test of this SQL, as caught (an ApiError, an
 *   EMQX `{ code, message }` body or a string); undefined or null for none. The place it names is
 *   marked in the editor and its message is shown under the editor ("Line 2: syntax error before:
 *   FROM"), so the screen need not repeat it. Pass a new value for each failure; clear it on success.
 * Arrays may be new on every render: the editor only reconfigures when their content changes.
 */
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { lazyCodeEditor, type LazyCodeEditorProps } from '../../../components/code/LazyCodeEditor';
import { documentLine, readBrokerSqlError } from './broker-error';
import type { SqlSource } from './completion';
import type { SqlEditorOptions } from './sql-extensions';

export interface SqlEditorProps extends LazyCodeEditorProps {
  fields?: readonly string[];
  sources?: readonly SqlSource[];
  brokerError?: unknown;
}

/** The shared editor and the SQL language, fetched together; the extensions follow the props. */
const LoadedEditor = lazyCodeEditor<SqlEditorOptions>(() => import('./sql-extensions').then((m) => m.sqlExtensions));

export function SqlEditor({ fields, sources, brokerError, ...props }: SqlEditorProps) {
  const { t } = useLingui();
  const errorId = useId();
  const error = useMemo(() => (brokerError == null ? undefined : readBrokerSqlError(brokerError)), [brokerError]);
  // By content, not identity: a screen may build these arrays on every render.
  const fieldsKey = JSON.stringify(fields ?? []);
  const sourcesKey = JSON.stringify(sources ?? []);
  const options = useMemo<SqlEditorOptions>(
    () => ({ fields: JSON.parse(fieldsKey) as string[], sources: JSON.parse(sourcesKey) as SqlSource[], brokerError: error }),
    [fieldsKey, sourcesKey, error],
  );
  const line = error && documentLine(props.value, error);
  const message = error?.message;
  const describedBy = [props.describedBy, error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <LoadedEditor {...props} describedBy={describedBy} invalid={props.invalid || error !== undefined} options={options} />
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="1">
          {line && !/\bline\s+\d/i.test(message ?? '') ? t`Line ${line}: ${message}` : message}
        </Text>
      ) : null}
    </Box>
  );
}
