import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { codeEditorText, replaceCodeEditorText } from '../../../test/code-editor';
import { renderWithProviders } from '../../../test/render';
import { SqlEditor, type SqlEditorProps } from './SqlEditor';

function Harness(props: Omit<SqlEditorProps, 'value' | 'onChange'> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <SqlEditor label="SQL" value={value} onChange={setValue} {...rest} />
      <output aria-label="Saved text">{value}</output>
    </>
  );
}

async function editorView(): Promise<EditorView> {
  const view = EditorView.findFromDOM(await screen.findByLabelText('SQL'));
  if (!view) throw new Error('no editor');
  return view;
}

function diagnostics(view: EditorView) {
  const found: { from: number; to: number; message: string }[] = [];
  forEachDiagnostic(view.state, (d, from, to) => found.push({ from, to, message: d.message }));
  return found;
}

describe('SqlEditor', () => {
  it('edits the SQL and reports it', async () => {
    renderWithProviders(<Harness initial={'SELECT * FROM "t/#"'} />);
    expect(await codeEditorText('SQL')).toBe('SELECT * FROM "t/#"');
    await replaceCodeEditorText('SQL', 'SELECT payload FROM "t/1"');
    expect(screen.getByLabelText('Saved text')).toHaveTextContent('SELECT payload FROM "t/1"');
  });

  it('marks the line the broker names, and says it under the editor', async () => {
    const error = new ApiError('Bad Request', {
      status: 400,
      code: 'BAD_REQUEST',
      body: { code: 'BAD_REQUEST', message: `{parse_error,{"2: syntax error before: 'FROM'",[{'SELECT',1}]}}` },
    });
    renderWithProviders(<Harness initial={'SELECT a,\n  FROM "t/#"'} brokerError={error} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Line 2: syntax error before: FROM");
    const view = await editorView();
    await waitFor(() => expect(diagnostics(view)).toEqual([{ from: 12, to: 16, message: 'syntax error before: FROM' }]));
    expect(screen.getByLabelText('SQL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the mark on its text while lines are added above', async () => {
    renderWithProviders(<Harness initial={'SELECT a,\n  FROM "t/#"'} brokerError="2: syntax error before: 'FROM'" />);
    const view = await editorView();
    await waitFor(() => expect(diagnostics(view)).toHaveLength(1));
    view.dispatch({ changes: { from: 0, insert: '\n' } });
    await waitFor(() => expect(diagnostics(view)).toEqual([{ from: 13, to: 17, message: 'syntax error before: FROM' }]));
  });

  it('shows a message without a line as it is, marking nothing', async () => {
    renderWithProviders(<Harness initial={'SELECT * FROM "t/#"'} brokerError={{ code: 'BAD_REQUEST', message: 'Invalid Parameters' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid Parameters$/);
    const view = await editorView();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(diagnostics(view)).toEqual([]);
  });
});
