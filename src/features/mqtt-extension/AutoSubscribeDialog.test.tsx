import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { AutoSubscribeTopic } from '../../generated/model';
import { renderInRouter } from '../../test/render';
import { AutoSubscribeDialog } from './AutoSubscribeDialog';

async function open(initial: AutoSubscribeTopic = { topic: '' }, others: string[] = []) {
  const onSave = vi.fn<(entry: AutoSubscribeTopic) => void>();
  renderInRouter(<AutoSubscribeDialog open editing={false} initial={initial} others={others} busy={false} onSave={onSave} onClose={() => undefined} />);
  return { onSave, dialog: within(await screen.findByRole('dialog', { name: 'Add auto subscribe topic' })) };
}

it("says 'Topic is required' as the user clears the topic and when saving empty", async () => {
  const user = userEvent.setup();
  const { onSave, dialog } = await open();
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(dialog.getByText('Topic is required')).toBeInTheDocument();
  const topic = dialog.getByRole('textbox', { name: 'Topic' });
  await user.type(topic, 'a');
  expect(dialog.queryByText('Topic is required')).toBeNull();
  await user.clear(topic);
  expect(dialog.getByText('Topic is required')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});

it('refuses a topic already in the list', async () => {
  const user = userEvent.setup();
  const { onSave, dialog } = await open({ topic: '' }, ['clients/${clientid}/inbox']);
  await user.type(dialog.getByRole('textbox', { name: 'Topic' }), 'clients/${{clientid}/inbox');
  expect(dialog.getByText('This topic is already in the list')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(onSave).not.toHaveBeenCalled();
});

it('saves the topic with QoS, no local, retain as published and retain handling', async () => {
  const user = userEvent.setup();
  const { onSave, dialog } = await open();
  await user.type(dialog.getByRole('textbox', { name: 'Topic' }), 'devices/${{clientid}/cmd');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'QoS' }), '2');
  await user.click(dialog.getByRole('checkbox', { name: 'No local' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Retain as published' }));
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Retain handling' }), '2: do not send');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ topic: 'devices/${clientid}/cmd', qos: 2, nl: 1, rap: 1, rh: 2 });
});
