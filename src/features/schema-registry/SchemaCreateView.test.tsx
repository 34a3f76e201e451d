import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { codeEditorText, replaceCodeEditorText } from '../../test/code-editor';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { SchemaCreateView } from './SchemaCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const NAME_RULE = 'Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)';

describe('SchemaCreateView', () => {
  it('checks the name and the source as they are typed, and sends nothing while either is wrong', async () => {
    renderInRouter(<SchemaCreateView />);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '9lives' } });
    expect(await screen.findByText(NAME_RULE)).toBeVisible();
    fireEvent.change(name, { target: { value: 'sensor_reading' } });
    expect(await screen.findByText('A schema with this name already exists')).toBeVisible();
    fireEvent.change(name, { target: { value: 'door_events' } });

    await replaceCodeEditorText(/^Schema source/, '{\n  "type": "object",\n}');
    const problems = await screen.findByRole('list', { name: 'Problems in the source' });
    expect(problems).toHaveTextContent('Line 2: Remove this comma: JSON allows none before a closing bracket');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Correct the marked fields first.')).toBeVisible();
    expect(state.schemaRegistry.has('door_events')).toBe(false);

    // Protobuf: its template replaces the JSON one only while the source is the user's own no more.
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'protobuf' } });
    expect(await codeEditorText(/^Schema source/)).toContain('{\n  "type": "object",\n}');
    await replaceCodeEditorText(/^Schema source/, 'syntax = "proto3";\nmessage Door {\n  bool open = 1\n}');
    expect(await screen.findByRole('list', { name: 'Problems in the source' })).toHaveTextContent('Line 4: Expected “;” here, found “}”');
    await replaceCodeEditorText(/^Schema source/, 'syntax = "proto3";\nmessage Door {\n  bool open = 1;\n}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problems in the source' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.schemaRegistry.get('door_events')).toMatchObject({ type: 'protobuf', source: 'syntax = "proto3";\nmessage Door {\n  bool open = 1;\n}' }));
  });

  it('swaps in the template of the type chosen while the source is untouched', async () => {
    renderInRouter(<SchemaCreateView />);
    expect(await codeEditorText(/^Schema source/)).toContain('"type": "object"');
    fireEvent.change(await screen.findByLabelText('Type'), { target: { value: 'avro' } });
    await waitFor(async () => expect(await codeEditorText(/^Schema source/)).toContain('"type": "record"'));
  });

  it('keeps everything typed when the broker refuses the schema', async () => {
    renderInRouter(<SchemaCreateView />);
    const name = await screen.findByLabelText(/^Name/);
    // Registered by someone else after the list was read: only the broker knows.
    fireEvent.change(name, { target: { value: 'sensor_reading' } });
    expect(await screen.findByText('A schema with this name already exists')).toBeVisible();
    state.schemaRegistry.set('late', { name: 'late', type: 'json', description: '', source: '{}' });
    fireEvent.change(name, { target: { value: 'late' } });
    await waitFor(() => expect(screen.queryByText('A schema with this name already exists')).toBeNull());
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Mine' } });
    const answered = new Promise<number>((resolve) =>
      server.events.on('response:mocked', ({ request, response }) => {
        if (request.method === 'POST') resolve(response.status);
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await answered).toBe(400);
    server.events.removeAllListeners();
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Create schema' })).getByRole('button', { name: 'Create' })).toBeEnabled());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('late');
    expect(screen.getByLabelText('Description')).toHaveValue('Mine');
  });
});
