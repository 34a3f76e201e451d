/**
 * The expression editor's language, loaded with the editor: completion of variables and functions,
 * and the expression's problem marked where it is as the user types.
 */
import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorState } from '@codemirror/state';
import { i18n } from '@lingui/core';
import { expressionIssue } from './expression-problem';
import { variformCompletion } from './variform-completion';

const extensions: Extension = [
  // One expression, one line: Enter is the form's, not a new line.
  EditorState.transactionFilter.of((tr) => (tr.docChanged && tr.newDoc.lines > 1 ? [] : tr)),
  EditorState.languageData.of(() => [{ autocomplete: variformCompletion }]),
  linter(
    (view) => {
      const source = view.state.doc.toString();
      // An empty field is the form's "required", said under it once the user tried to save.
      const issue = source.trim() === '' ? undefined : expressionIssue(source);
      if (!issue) return [];
      const to = Math.min(Math.max(issue.to, issue.from + 1), source.length);
      return [{ from: Math.min(issue.from, to), to, severity: 'error' as const, message: i18n._(issue.message) }];
    },
    { delay: 250 },
  ),
];

export const variformExtensions = (): Extension => extensions;
