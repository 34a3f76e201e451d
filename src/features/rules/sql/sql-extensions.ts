/**
 * The rule SQL editor's language, loaded with the editor: EMQX SQL highlighting, completion that
 * reads the screen's fields and sources, and the broker's error marked where it points.
 */
import { linter, type Diagnostic } from '@codemirror/lint';
import { Facet, StateField, type EditorState, type Extension } from '@codemirror/state';
import { brokerErrorDiagnostic, type BrokerSqlError } from './broker-error';
import { emqxSqlCompletion, sqlCompletionOptions, type SqlCompletionOptions } from './completion';
import { emqxSql } from './emqx-sql';

export interface SqlEditorOptions extends SqlCompletionOptions {
  /** The last refusal of this SQL by the broker, read by `readBrokerSqlError`. */
  brokerError?: BrokerSqlError;
}

/** The broker's error as the screen passes it; a new value marks afresh, the same one stays put. */
const brokerErrorOption = Facet.define<BrokerSqlError | undefined, BrokerSqlError | undefined>({
  combine: (values) => values[values.length - 1],
});

function markOf(state: EditorState): Diagnostic | null {
  const error = state.facet(brokerErrorOption);
  return (error && brokerErrorDiagnostic(state.doc, error)) ?? null;
}

/**
 * Where the broker's error is, following the user's edits (the line moves when lines are added
 * above it) until the marked text is deleted or another error comes.
 */
const brokerErrorMark = StateField.define<Diagnostic | null>({
  create: markOf,
  update(mark, tr) {
    if (tr.startState.facet(brokerErrorOption) !== tr.state.facet(brokerErrorOption)) return markOf(tr.state);
    if (!mark || !tr.docChanged) return mark;
    const from = tr.changes.mapPos(mark.from, 1);
    const to = tr.changes.mapPos(mark.to, -1);
    return from < to || mark.from === mark.to ? { ...mark, from, to: Math.max(from, to) } : null;
  },
});

const brokerErrorLint = linter(
  (view) => {
    const mark = view.state.field(brokerErrorMark, false);
    return mark ? [mark] : [];
  },
  { delay: 100, needsRefresh: (update) => update.startState.field(brokerErrorMark, false) !== update.state.field(brokerErrorMark, false) },
);

/** What does not change with the screen's props: one instance, so a reconfiguration keeps the parse. */
const language: Extension = [emqxSql.language, emqxSql.language.data.of({ autocomplete: emqxSqlCompletion }), brokerErrorMark, brokerErrorLint];

/** The editor's extensions for the screen's current fields, sources and broker error. */
export function sqlExtensions(options: Partial<SqlEditorOptions> = {}): Extension {
  return [
    language,
    sqlCompletionOptions.of({ fields: options.fields ?? [], sources: options.sources ?? [] }),
    brokerErrorOption.of(options.brokerError),
  ];
}
