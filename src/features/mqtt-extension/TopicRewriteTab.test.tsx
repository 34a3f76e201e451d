import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/state';
import { createStatefulHandlers } from '../../../sandbox/stateful-handlers';
import { renderInRouter } from '../../test/render';
import { TopicRewriteTab } from './TopicRewriteTab';

const state = createSandboxState({ clients: 20, requireAuth: false });
const server = setupServer(...createStatefulHandlers(state));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('adds a rule with one PUT of the whole list, and keeps the dialog and its values when the PUT fails', async () => {
  const user = userEvent.setup();
  renderInRouter(<TopicRewriteTab />);
  const table = await screen.findByRole('table', { name: 'Topic rewrite rules' });
  await within(table).findByText('legacy/+/state');

  server.use(http.put('/api/v5/mqtt/topic_rewrite', () => HttpResponse.json({ code: 'EXCEED_LIMIT', message: 'Rules count exceed max limit' }, { status: 413 }), { once: true }));
  await user.click(screen.getByRole('button', { name: 'Add rule' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add topic rewrite rule' }));
  await user.type(dialog.getByRole('textbox', { name: 'Source topic' }), 'old/#');
  await user.type(dialog.getByRole('textbox', { name: 'Regular expression' }), '^old/(.+)$');
  await user.type(dialog.getByRole('textbox', { name: 'Destination topic' }), 'new/$1');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
  expect(screen.getByRole('dialog', { name: 'Add topic rewrite rule' })).toBeVisible();
  expect(dialog.getByRole('textbox', { name: 'Source topic' })).toHaveValue('old/#');
  expect(state.configs.get('/mqtt/topic_rewrite')).toHaveLength(2);

  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await within(table).findByText('old/#');
  expect(state.configs.get('/mqtt/topic_rewrite')).toEqual([
    expect.objectContaining({ source_topic: 'x/#' }),
    expect.objectContaining({ source_topic: 'legacy/+/state' }),
    { action: 'all', source_topic: 'old/#', re: '^old/(.+)$', dest_topic: 'new/$1' },
  ]);
});

it('deletes a rule only after confirmation', async () => {
  const user = userEvent.setup();
  renderInRouter(<TopicRewriteTab />);
  const table = await screen.findByRole('table', { name: 'Topic rewrite rules' });
  await user.click(await within(table).findByRole('button', { name: 'Delete the rule from x/# to z/y/$1' }));
  const ask = within(await screen.findByRole('alertdialog', { name: 'Delete this topic rewrite rule?' }));
  await user.click(ask.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(table).queryByText('x/#')).toBeNull());
  expect(state.configs.get('/mqtt/topic_rewrite')).not.toContainEqual(expect.objectContaining({ source_topic: 'x/#' }));
});

it('offers Retry when the rules fail to load, and shows topics on one line with a copy button', async () => {
  server.use(http.get('/api/v5/mqtt/topic_rewrite', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
  const user = userEvent.setup();
  renderInRouter(<TopicRewriteTab />);
  const table = await screen.findByRole('table', { name: 'Topic rewrite rules' });
  expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add rule' })).toBeDisabled();
  await user.click(within(table).getByRole('button', { name: 'Retry' }));
  const row = (await within(table).findByText('legacy/+/state')).closest('tr')!;
  expect(within(row).getByRole('button', { name: 'Copy source topic' })).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Copy regular expression' })).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Copy destination topic' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add rule' })).toBeEnabled();
});

it('reorders the rules, whose order decides which applies, by saving the list in its new order', async () => {
  const user = userEvent.setup();
  renderInRouter(<TopicRewriteTab />);
  const table = await screen.findByRole('table', { name: 'Topic rewrite rules' });
  const first = state.configs.get('/mqtt/topic_rewrite') as { source_topic: string; dest_topic: string }[];
  const last = first.at(-1)!;
  const name = `${last.source_topic} → ${last.dest_topic}`;
  // The last rule: down and rear are in their slots, disabled.
  expect(await within(table).findByRole('button', { name: `Move ${name} down` })).toBeDisabled();
  await user.click(within(table).getByRole('button', { name: `Move ${name} to the front` }));
  await waitFor(() => expect((state.configs.get('/mqtt/topic_rewrite') as { source_topic: string }[])[0]?.source_topic).toBe(last.source_topic));
  expect(state.configs.get('/mqtt/topic_rewrite')).toHaveLength(first.length);
});
