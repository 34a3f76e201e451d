import { EditorView } from '@codemirror/view';
import { act, screen } from '@testing-library/react';

/**
 * The code editor found by its label, with its text replaced as a paste would: jsdom has no
 * layout for CodeMirror to type into, so the change goes through the editor's own transaction.
 */
export async function replaceCodeEditorText(label: RegExp | string, text: string): Promise<HTMLElement> {
  const content = await screen.findByLabelText(label);
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`${String(label)} is not a code editor`);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' }));
  return content;
}

/** The code editor's whole text (its DOM only holds the lines in view). */
export async function codeEditorText(label: RegExp | string): Promise<string> {
  const view = EditorView.findFromDOM(await screen.findByLabelText(label));
  if (!view) throw new Error(`${String(label)} is not a code editor`);
  return view.state.doc.toString();
}
