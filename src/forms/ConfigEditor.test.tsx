import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../api/session';
import { renderInRouter } from '../test/render';
import { ConfigEditor } from './ConfigEditor';

type Data = Record<string, unknown>;

const SCHEMA: RJSFSchema = {
  type: 'object',
  properties: {
    enable: { type: 'boolean', description: 'Enable the feature.' },
    max_awaiting_rel: {
      type: 'integer',
      description: 'The maximum number of QoS 2 messages awaiting PUBREL. Once reached, new ones are refused.\n\nFor example:\n\n- `100`: a hundred per client\n- <b>not HTML</b>',
    },
    max_inflight: { oneOf: [{ type: 'string', enum: ['infinity'] }, { type: 'integer', minimum: 1 }] },
    sys_msg_interval: { oneOf: [{ type: 'string', enum: ['disabled'] }, { type: 'string', format: 'emqx-duration' }] },
  },
};

function Editor({ data, save, uiSchema }: { data: Data; save: (value: Data) => Promise<unknown>; uiSchema?: UiSchema<Data> }) {
  const current = useQuery({ queryKey: ['config-editor-test', data], queryFn: () => Promise.resolve(data) });
  return <ConfigEditor<Data> id="t" root="mqtt" schema={SCHEMA} uiSchema={uiSchema} current={current} save={save} />;
}

async function renderEditor(data: Data, uiSchema?: UiSchema<Data>) {
  const save = vi.fn((_: Data) => Promise.resolve({}));
  renderInRouter(<Editor data={data} save={save} uiSchema={uiSchema} />);
  await screen.findByLabelText('Max awaiting PUBREL');
  return save;
}

// An administrator unless a test says otherwise: without a session the form offers no change.
beforeEach(() => setSession({ token: 't', username: 'admin', edition: 'enterprise', role: 'administrator' }));
afterEach(() => clearSession());

describe('ConfigEditor', () => {
  it('labels fields from the catalog and shows the first sentence of the help, the rest on demand, as text', async () => {
    await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' });
    expect(screen.getByLabelText('Max awaiting PUBREL')).toHaveAccessibleDescription('The maximum number of QoS 2 messages awaiting PUBREL.');
    expect(screen.queryByText('For example:')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);
    expect(screen.getByText('For example:')).toBeVisible();
    expect(screen.getByText('100').tagName).toBe('CODE');
    // Markup in the broker's text stays text.
    expect(screen.getByText('<b>not HTML</b>')).toBeInTheDocument();
  });

  it('sends back on save a field the schema does not know (a newer broker), unchanged', async () => {
    const save = await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m', from_a_newer_broker: { keep: ['me'] } });
    fireEvent.change(screen.getByLabelText('Max awaiting PUBREL'), { target: { value: '200' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The confirmation's body is loaded on first use.
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    await userEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ enable: true, max_awaiting_rel: 200, max_inflight: 32, sys_msg_interval: '1m', from_a_newer_broker: { keep: ['me'] } });
    // Save is disabled now: the result takes the focus, which stays in the form.
    await waitFor(() => expect(screen.getByText(/^Saved at \d\d:\d\d:\d\d$/)).toHaveFocus());
  });

  it('pins a bar with the count of unsaved changes to the viewport while the form is dirty', async () => {
    await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.closest('[data-pinned]')).toBeNull();
    fireEvent.change(screen.getByLabelText('Max awaiting PUBREL'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Max inflight/ }));
    expect(screen.getByRole('status')).toHaveTextContent('2 unsaved changes');
    expect(save.closest('[data-pinned]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Max awaiting PUBREL')).toHaveValue(100);
    expect(save.closest('[data-pinned]')).toBeNull();
  });

  it('edits a limit with a sentinel as a value and one checkbox that never means "off" when checked', async () => {
    await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 'infinity', sys_msg_interval: 'disabled' });
    const unlimited = screen.getByRole('checkbox', { name: /Max inflight/ });
    expect(unlimited).toBeChecked();
    // The label names the setting, not its value.
    expect(screen.queryByText(/infinity/)).toBeNull();
    await userEvent.click(unlimited);
    expect(unlimited).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Max inflight'), { target: { value: '64' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change');
    const enabled = screen.getByRole('checkbox', { name: /System message interval/ });
    expect(enabled).not.toBeChecked();
    expect(within(enabled.closest('label')!).getByText('Enabled')).toBeInTheDocument();
  });

  it('folds all but the essential fields under "Advanced settings"', async () => {
    await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' }, { 'ui:options': { essentials: ['enable', 'max_awaiting_rel'] } });
    const advanced = screen.getByRole('button', { name: 'Advanced settings' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Max awaiting PUBREL')).toBeVisible();
    expect(screen.getByLabelText('Max inflight')).not.toBeVisible();
    await userEvent.click(advanced);
    expect(screen.getByLabelText('Max inflight')).toBeVisible();
  });

  it('gives an edit cut short by an expired session back to the same user after the next login', async () => {
    setSession({ token: 't1', username: 'ops', edition: 'enterprise' });
    const first = renderInRouter(<Editor data={{ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' }} save={() => Promise.resolve({})} />);
    fireEvent.change(await screen.findByLabelText('Max awaiting PUBREL'), { target: { value: '250' } });
    // What the HTTP layer does on an expired token: the session ends, the screen goes.
    act(() => clearSession());
    first.unmount();
    setSession({ token: 't2', username: 'ops', edition: 'enterprise' });
    renderInRouter(<Editor data={{ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' }} save={() => Promise.resolve({})} />);
    expect(await screen.findByLabelText('Max awaiting PUBREL')).toHaveValue(250);
    expect(screen.getByText('Your unsaved changes are back: the session had ended before they were saved.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change');
  });

  it('offers a viewer no change: fields and Save are disabled, and say why', async () => {
    setSession({ token: 't', username: 'viewer1', edition: 'enterprise', role: 'viewer' });
    await renderEditor({ enable: true, max_awaiting_rel: 100, max_inflight: 32, sys_msg_interval: '1m' });
    expect(screen.getByLabelText('Max awaiting PUBREL')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.hover(screen.getByRole('button', { name: 'Save' }).parentElement!);
    expect(await screen.findByText('Your role (viewer) can only view: changes need an administrator.')).toBeInTheDocument();
  });
});
