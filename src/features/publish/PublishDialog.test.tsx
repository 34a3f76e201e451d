import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { PublishDialog } from './PublishDialog';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

async function publish(topic: string, payload: string) {
  const user = userEvent.setup();
  renderInRouter(<PublishDialog topic={topic} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Publish a message' });
  await user.type(
    within(dialog).getByLabelText('Payload'),
    payload.replace(/[{[]/g, (c) => c + c),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
  return dialog;
}

describe('PublishDialog', () => {
  it('publishes to a topic a client subscribes to and shows the message ID, keeping the form', async () => {
    const dialog = await publish('factory/line-3/cmd/reboot', '{"temp":21}');
    expect(await within(dialog).findByText(/^Published; message ID [0-9A-F]{32}\.$/)).toBeVisible();
    expect(within(dialog).getByLabelText('Payload')).toHaveValue('{"temp":21}');
  });

  it('says when no subscriber matched', async () => {
    const dialog = await publish('devices/legacy/heartbeat', '{"alive":true}');
    expect(await within(dialog).findByText(/no subscriber matched the topic/)).toBeVisible();
  });

  it('checks the topic and the JSON as they are typed', async () => {
    const user = userEvent.setup();
    renderInRouter(<PublishDialog topic="edge/+/telemetry" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Publish a message' });
    expect(within(dialog).getByText('A topic name cannot contain + or #')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Payload'), '{{"a":');
    expect(within(dialog).getByText('The payload is not valid JSON')).toBeVisible();
  });
  it('publishes the same message to more topics in one request, with the outcome of each', async () => {
    const user = userEvent.setup();
    renderInRouter(<PublishDialog topic="factory/line-3/cmd/reboot" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Publish a message' });
    await user.type(within(dialog).getByLabelText('Payload'), '{{"reboot":true}');
    await user.type(within(dialog).getByLabelText('Also publish to'), 'devices/+/x');
    expect(within(dialog).getByText('A topic name cannot contain + or #')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Also publish to'));
    await user.type(within(dialog).getByLabelText('Also publish to'), 'devices/legacy/heartbeat{Enter}factory/line-3/cmd/reboot');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const outcome = await within(dialog).findByRole('status');
    expect(within(outcome).getAllByRole('listitem')).toHaveLength(2);
    expect(within(outcome).getByText(/^factory\/line-3\/cmd\/reboot:/).textContent).toMatch(/Published; message ID [0-9A-F]{32}\./);
    expect(within(outcome).getByText(/^devices\/legacy\/heartbeat:/).textContent).toMatch(/no subscriber matched/);
  });
});
