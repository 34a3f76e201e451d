import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setSession } from '../../../api/session';
import { activateLocale, loadCatalogs } from '../../../i18n/i18n';
import { createSandboxState } from '../../../../sandbox/handlers';
import { codeEditorText, replaceCodeEditorText } from '../../../test/code-editor';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { RuleEditor } from './RuleEditor';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

const SQL = 'SELECT\n  payload.temp as temp\nFROM\n  "sensors/#"\nWHERE\n  payload.temp > 30';

async function setTestField(name: string, value: string) {
  const field = within(screen.getByRole('region', { name: 'Test' })).getByLabelText(name);
  fireEvent.change(field, { target: { value } });
}

describe('RuleEditor', () => {
  it('creates a rule with its id, SQL and a republish output; outputs are checked as typed, edited and removed', async () => {
    renderInRouter(<RuleEditor />);
    await userEvent.type(await screen.findByLabelText('Rule ID'), 'hot_sensors');
    await userEvent.type(screen.getByLabelText('Description'), 'Too hot');
    await replaceCodeEditorText('Rule SQL', SQL);
    await userEvent.click(screen.getByRole('button', { name: 'Add output' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add output' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Topic is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Topic/ }), 'alerts/hot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const outputs = await screen.findByRole('list', { name: 'Outputs' });
    expect(outputs).toHaveTextContent('alerts/hot');
    await userEvent.click(screen.getByRole('button', { name: 'Edit output 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit output' });
    expect(within(edit).getByRole('textbox', { name: /^Topic/ })).toHaveValue('alerts/hot');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add output' }));
    const second = await screen.findByRole('dialog', { name: 'Add output' });
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Output type' }), 'console');
    await userEvent.click(within(second).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(outputs).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove output 2' }));
    await waitFor(() => expect(within(outputs).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.rules.get('hot_sensors')).toMatchObject({ sql: SQL, description: 'Too hot', enable: true }));
    expect(state.rules.get('hot_sensors')?.actions).toEqual([
      {
        function: 'republish',
        args: { topic: 'alerts/hot', qos: '${qos}', retain: '${retain}', payload: '${payload}', user_properties: '${user_properties}', direct_dispatch: false, mqtt_properties: {} },
      },
    ]);
  });

  it('refuses an id the spec does not allow', async () => {
    renderInRouter(<RuleEditor />);
    await userEvent.type(await screen.findByLabelText('Rule ID'), '9lives');
    expect(screen.getByText(/Start with a letter/)).toBeVisible();
  });

  it('tests the SQL: an output for a matching payload, a calm no match otherwise', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', SQL);
    await setTestField('topic', 'sensors/1');
    await setTestField('payload', '{"temp": 35}');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByRole('region', { name: 'Test output' })).toHaveTextContent('"temp": 35');
    await setTestField('payload', '{"temp": 20}');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(await screen.findByText('The SQL did not match')).toBeVisible();
    // A result belongs to the SQL it was run on.
    await replaceCodeEditorText('Rule SQL', `${SQL} and payload.temp < 100`);
    await waitFor(() => expect(screen.queryByText('The SQL did not match')).toBeNull());
  });

  it("previews what the rule's outputs would send, and keeps the test data when the editor is opened again", async () => {
    const view = renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', SQL);
    await userEvent.click(screen.getByRole('button', { name: 'Add output' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add output' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Topic/ }), 'alerts/${{temp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await setTestField('topic', 'sensors/1');
    await setTestField('payload', '{"temp": 35}');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    const previews = await screen.findByRole('list', { name: 'What the outputs would do' });
    expect(within(previews).getByText('alerts/35')).toBeVisible();
    view.unmount();
    renderInRouter(<RuleEditor />);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Test' })).getByLabelText('payload')).toHaveValue('{"temp": 35}'));
  });

  it('says when the chosen event does not match FROM', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', SQL);
    const event = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(within(event).getByRole('option', { name: 'Client connected' })).toBeDefined());
    await userEvent.selectOptions(event, 'client_connected');
    expect(screen.getByText("Data source doesn't match the entered SQL")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run test' })).toBeDisabled();
  });

  it('resets the test data after confirmation', async () => {
    renderInRouter(<RuleEditor />);
    await screen.findByRole('region', { name: 'Test' });
    await setTestField('clientid', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset test data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Test' })).getByLabelText('clientid')).toHaveValue('c_emqx'));
  });

  it('shows a refused SQL at its line', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', 'SELECT\n  a b c\nFROM "t/#"');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    // The editor marks the line and says the broker's words under it.
    expect(await screen.findByText(/line 2, column 5: expected FROM/)).toHaveAttribute('role', 'alert');
    expect(state.rules.has('')).toBe(false);
  });

  it('edits the SQL as a form, in sync with the text', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', SQL);
    await userEvent.click(screen.getByRole('button', { name: 'Form' }));
    const where = screen.getByRole('textbox', { name: 'WHERE' });
    expect(where).toHaveValue('payload.temp > 30');
    fireEvent.change(where, { target: { value: 'payload.temp > 40' } });
    await userEvent.click(screen.getByRole('button', { name: 'SQL' }));
    expect(await codeEditorText('Rule SQL')).toContain('payload.temp > 40');
    await replaceCodeEditorText('Rule SQL', '-- a note\nSELECT * FROM "t/#"');
    await userEvent.click(screen.getByRole('button', { name: 'Form' }));
    expect(screen.getByRole('status')).toHaveTextContent(/comments/);
    expect(screen.queryByRole('textbox', { name: 'WHERE' })).toBeNull();
  });

  it('writes FROM from the data source picker and inserts an example after asking', async () => {
    renderInRouter(<RuleEditor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Data source' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Client events' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use Client connected' }));
    expect(await codeEditorText('Rule SQL')).toContain('FROM\n  "$events/client_connected"');
    await userEvent.click(screen.getByRole('button', { name: 'SQL examples' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use the example CASE WHEN' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(async () => expect(await codeEditorText('Rule SQL')).toContain("THEN 'hot'"));
  });

  it('edits an existing rule and keeps what it does not show', async () => {
    // Its output is a republish, which goes back as it came.
    const id = 'temperature_alerts';
    const rule = state.rules.get(id)!;
    const actions = rule.actions;
    renderInRouter(<RuleEditor id={id} />);
    const description = await screen.findByLabelText('Description');
    expect(screen.queryByLabelText('Rule ID')).toBeNull();
    await userEvent.clear(description);
    await userEvent.type(description, 'edited');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.rules.get(id)?.description).toBe('edited'));
    expect(state.rules.get(id)?.sql).toBe(rule.sql);
    expect(state.rules.get(id)?.actions).toEqual(actions);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('shows a SQL the test cannot parse at its line, not in a toast', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', 'SELECT\n  a,\nFROM "t/#"');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    // Marked under the SQL, and said in the test's verdict too.
    expect(await within(screen.getByRole('region', { name: 'SQL' })).findByText(/line 3, column 1/)).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('region', { name: 'Test' })).getByText('The SQL could not run')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Test' })).getByText(/line 3, column 1/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Test output' })).toBeNull();
  });

  it('for a viewer, disables every control that would change something', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<RuleEditor id="temperature_alerts" />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add output' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit output 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove output 1' })).toBeDisabled();
    // Nothing can be typed either, so no unsaved change ever asks before leaving.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rule SQL' })).toHaveAttribute('contenteditable', 'false'));
  });

  it('reads in Chinese, the events with their Chinese titles', async () => {
    await act(async () => {
      await activateLocale('zh');
      await loadCatalogs(['rules']);
    });
    try {
      renderInRouter(<RuleEditor />);
      expect(await screen.findByRole('button', { name: '运行测试' })).toBeVisible();
      const event = screen.getByRole('combobox', { name: '事件' });
      await waitFor(() => expect(within(event).getByRole('option', { name: '连接建立' })).toBeDefined());
      await userEvent.click(screen.getByRole('button', { name: '数据源' }));
      await userEvent.click(await screen.findByRole('tab', { name: '客户端事件' }));
      expect(await screen.findByText('客户端连接成功，会话已就绪。')).toBeVisible();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('asks before leaving with the SQL unsaved', async () => {
    renderInRouter(<RuleEditor />);
    await replaceCodeEditorText('Rule SQL', SQL);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await codeEditorText('Rule SQL')).toBe(SQL);
  });

  it('keeps everything typed when the broker refuses the rule, and says why beside the save button', async () => {
    renderInRouter(<RuleEditor />);
    await userEvent.type(await screen.findByLabelText('Rule ID'), 'temperature_alerts');
    await replaceCodeEditorText('Rule SQL', SQL);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The rule was not saved')).toBeVisible();
    expect(screen.getByText(/already exists/)).toBeVisible();
    expect(screen.getByLabelText('Rule ID')).toHaveValue('temperature_alerts');
    expect(await codeEditorText('Rule SQL')).toBe(SQL);
  });

  it('sends the rule to an existing action picked by its type and name', async () => {
    renderInRouter(<RuleEditor />);
    await userEvent.type(await screen.findByLabelText('Rule ID'), 'to_webhook');
    await userEvent.click(screen.getByRole('button', { name: 'Add output' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add output' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Output type' }), 'action');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please select the action')).toBeVisible();
    const action = within(dialog).getByRole('combobox', { name: 'Action' });
    await waitFor(() => expect(within(action).getByRole('option', { name: 'webhook_out (http)' })).toBeDefined());
    await userEvent.selectOptions(action, 'http:webhook_out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('list', { name: 'Outputs' })).toHaveTextContent(/Action: http.*webhook_out/);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.rules.get('to_webhook')?.actions).toEqual(['http:webhook_out']));
  });
});
