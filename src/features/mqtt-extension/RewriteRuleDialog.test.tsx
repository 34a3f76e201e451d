import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { ModulesRewrite } from '../../generated/model';
import { renderInRouter } from '../../test/render';
import { RewriteRuleDialog } from './RewriteRuleDialog';

const BLANK: ModulesRewrite = { action: 'all', source_topic: '', re: '', dest_topic: '' };

async function open(initial = BLANK, editing = false) {
  const onSave = vi.fn<(rule: ModulesRewrite) => void>();
  renderInRouter(<RewriteRuleDialog open editing={editing} initial={initial} busy={false} onSave={onSave} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: editing ? 'Edit topic rewrite rule' : 'Add topic rewrite rule' });
  return { onSave, dialog: within(dialog) };
}

it('says what is missing as the user types, and on save, without saving', async () => {
  const user = userEvent.setup();
  const { onSave, dialog } = await open();
  const source = dialog.getByRole('textbox', { name: 'Source topic' });
  expect(dialog.queryByText('Source topic is required')).toBeNull();
  await user.type(source, 'x');
  await user.clear(source);
  expect(dialog.getByText('Source topic is required')).toBeInTheDocument();
  expect(source).toHaveAttribute('aria-invalid', 'true');
  // Untouched fields stay quiet until a save is tried.
  expect(dialog.queryByText('Regular expression is required')).toBeNull();

  await user.type(source, 'legacy/+x/#');
  expect(dialog.getByText("'+' and '#' must fill a whole level, and '#' must be the last")).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(dialog.getByText('Regular expression is required')).toBeInTheDocument();
  expect(dialog.getByText('Destination topic is required')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});

it('saves a complete rule with the chosen action, topics trimmed', async () => {
  const user = userEvent.setup();
  const { onSave, dialog } = await open();
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Action' }), 'Publish');
  await user.type(dialog.getByRole('textbox', { name: 'Source topic' }), ' legacy/+/state ');
  await user.type(dialog.getByRole('textbox', { name: 'Regular expression' }), '^legacy/(.+)/state$');
  await user.type(dialog.getByRole('textbox', { name: 'Destination topic' }), 'devices/$1/state');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ action: 'publish', source_topic: 'legacy/+/state', re: '^legacy/(.+)/state$', dest_topic: 'devices/$1/state' });
});

it('opens an existing rule with its values', async () => {
  const { dialog } = await open({ action: 'subscribe', source_topic: 'x/#', re: '^x/y/(.+)$', dest_topic: 'z/y/$1' }, true);
  expect(dialog.getByRole('combobox', { name: 'Action' })).toHaveValue('subscribe');
  expect(dialog.getByRole('textbox', { name: 'Regular expression' })).toHaveValue('^x/y/(.+)$');
});
