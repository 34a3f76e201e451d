import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../../sandbox/handlers';
import { codeEditorText, replaceCodeEditorText } from '../../../test/code-editor';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { HubEditView } from './HubEditView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('HubEditView', () => {
  it('creates a validation: topics and name checked as typed, a schema picked from the registry, Protobuf message types read from its source', async () => {
    renderInRouter(<HubEditView kindId="validation" />);
    const form = await screen.findByRole('form', { name: 'Create schema validation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(within(form).getByText('Give at least one topic filter')).toBeVisible();
    expect(within(form).getByText('Correct the marked fields first.')).toBeVisible();

    type('Name', 'sensor_reading_shape');
    expect(await within(form).findByText('This name is taken')).toBeVisible();
    type('Name', 'door_state_shape');
    type('Topics', 'doors/+/state\ndoors/+/state');
    expect(within(form).getByText('doors/+/state is given twice')).toBeVisible();
    type('Topics', 'doors/+/state\ndoors/#');

    const check = within(form).getByRole('group', { name: 'Check 1' });
    await waitFor(() => expect(within(check).getByRole('option', { name: 'sensor_reading' })).toBeInTheDocument());
    fireEvent.change(within(check).getByRole('combobox', { name: 'Schema' }), { target: { value: 'sensor_reading' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add check' }));
    const second = within(form).getByRole('group', { name: 'Check 2' });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Check 2' }), { target: { value: 'protobuf' } });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Schema' }), { target: { value: 'telemetry_frame' } });
    const messageType = within(second).getByRole('combobox', { name: 'Message type' });
    const declared = within(messageType)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(declared.length).toBeGreaterThan(0);
    expect(messageType).toHaveValue(declared[0]);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Strategy' }), { target: { value: 'any_pass' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.dataHub.validations.find((v) => v.name === 'door_state_shape')).toBeDefined());
    const created = state.dataHub.validations.find((v) => v.name === 'door_state_shape')!;
    expect(created.config).toMatchObject({
      topics: ['doors/+/state', 'doors/#'],
      strategy: 'any_pass',
      failure_action: 'drop',
      checks: [
        { type: 'json', schema: 'sensor_reading' },
        { type: 'protobuf', schema: 'telemetry_frame', message_type: declared[0] },
      ],
    });
  });

  it('edits a validation’s SQL check and saves the whole item back', async () => {
    renderInRouter(<HubEditView kindId="validation" name="meter_reading_range" />);
    const form = await screen.findByRole('form', { name: 'Edit meter_reading_range' });
    expect(within(form).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await replaceCodeEditorText('SQL condition', 'SELECT * WHERE payload.kwh >= 0 and payload.kwh < 100000');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(state.dataHub.validations.find((v) => v.name === 'meter_reading_range')?.config.checks).toEqual([{ type: 'sql', sql: 'SELECT * WHERE payload.kwh >= 0 and payload.kwh < 100000' }]),
    );
  });

  it('creates a transformation: keys and expressions checked as typed with the broker’s grammar, then saved in order', async () => {
    renderInRouter(<HubEditView kindId="transformation" />);
    const form = await screen.findByRole('form', { name: 'Create message transformation' });
    type('Name', 'door_tag');
    type('Topics', 'doors/+/state');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Key 1' }), { target: { value: 'user_property.a.b' } });
    expect(within(form).getByText('Name exactly one user property: user_property.<name>')).toBeVisible();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Key 1' }), { target: { value: 'user_property.door' } });
    await replaceCodeEditorText('Expression 1', "nth(2, tokens(topic, '/')");
    expect(await within(form).findByText(/^The broker cannot read this: syntax error before/)).toBeVisible();
    await replaceCodeEditorText('Expression 1', "nth(2, tokens(topic, '/'))");
    await waitFor(() => expect(within(form).queryByText(/^The broker cannot read this/)).toBeNull());

    fireEvent.click(within(form).getByRole('button', { name: 'Add operation' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Key 2' }), { target: { value: 'payload.door' } });
    await replaceCodeEditorText('Expression 2', 'upper(user_property.door)');
    fireEvent.click(within(form).getByRole('button', { name: 'Move operation 2 up' }));
    expect(within(form).getByRole('textbox', { name: 'Key 1' })).toHaveValue('payload.door');

    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.dataHub.transformations.find((t) => t.name === 'door_tag')).toBeDefined());
    expect(state.dataHub.transformations.find((t) => t.name === 'door_tag')!.config).toMatchObject({
      payload_decoder: { type: 'json' },
      payload_encoder: { type: 'json' },
      operations: [
        { key: 'payload.door', value: 'upper(user_property.door)' },
        { key: 'user_property.door', value: "nth(2, tokens(topic, '/'))" },
      ],
    });
  });

  it('marks the field the broker refused on save, keeps every value, and clears the mark on the next edit', async () => {
    renderInRouter(<HubEditView kindId="validation" name="meter_reading_range" />);
    const form = await screen.findByRole('form', { name: 'Edit meter_reading_range' });
    await replaceCodeEditorText('SQL condition', 'SELECT * WHERE payload.kwh >');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByText(/syntax error/i);
    expect(refusal).toBeVisible();
    expect(await codeEditorText('SQL condition')).toBe('SELECT * WHERE payload.kwh >');
    expect(state.dataHub.validations.find((v) => v.name === 'meter_reading_range')?.config.checks).not.toEqual([{ type: 'sql', sql: 'SELECT * WHERE payload.kwh >' }]);
    await replaceCodeEditorText('SQL condition', 'SELECT * WHERE payload.kwh > 0');
    await waitFor(() => expect(within(form).queryByText(/syntax error/i)).toBeNull());
  });
});
