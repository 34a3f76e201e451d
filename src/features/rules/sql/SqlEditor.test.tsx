import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { codeEditorText, replaceCodeEditorText } from '../../../test/code-editor';
import { renderWithProviders } from '../../../test/render';
import { emqxSqlCompletion, sqlCompletionOptions } from './completion';
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

  it('completes from the fields and sources of its props, following their changes', async () => {
    const sources = [{ value: '$events/client_connected', label: 'Client connected' }];
    function Switch() {
      const [fields, setFields] = useState(['clientid']);
      return (
        <>
          {/* A new array on every render, as a screen may build it. */}
          <SqlEditor label="SQL" value={'SELECT  FROM "t"'} onChange={() => {}} fields={[...fields]} sources={[...sources]} />
          <button type="button" onClick={() => setFields(['clientid', 'connected_at'])}>
            Another event
          </button>
        </>
      );
    }
    renderWithProviders(<Switch />);
    const view = await editorView();
    expect(view.state.languageDataAt('autocomplete', 7)).toContain(emqxSqlCompletion);
    const offered = () => {
      const result = emqxSqlCompletion(new CompletionContext(view.state, 7, true)) as CompletionResult;
      return result.options.filter((o) => o.type === 'property').map((o) => o.label);
    };
    expect(offered()).toEqual(['clientid']);
    const before = view.state.facet(sqlCompletionOptions);
    fireEvent.click(screen.getByRole('button', { name: 'Another event' }));
    await waitFor(() => expect(offered()).toEqual(['clientid', 'connected_at']));
    expect(view.state.facet(sqlCompletionOptions).sources).toEqual(sources);
    expect(view.state.facet(sqlCompletionOptions)).not.toBe(before);
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

  it('marks the column a message names, without saying the line twice', async () => {
    const message = 'syntax error at line 1, column 26: expected a value, a field or a function, found the end of the SQL';
    renderWithProviders(<Harness initial={'SELECT * FROM "t/#" WHERE'} brokerError={{ code: 'BAD_REQUEST', message }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    const view = await editorView();
    await waitFor(() => expect(diagnostics(view)).toEqual([{ from: 20, to: 25, message }]));
  });

  it('shows a message without a line as it is, marking nothing', async () => {
    renderWithProviders(<Harness initial={'SELECT * FROM "t/#"'} brokerError={{ code: 'BAD_REQUEST', message: 'Invalid Parameters' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid Parameters$/);
    const view = await editorView();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(diagnostics(view)).toEqual([]);
  });
});
