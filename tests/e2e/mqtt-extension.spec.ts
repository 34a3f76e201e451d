import type { RunningSandbox } from '../../sandbox/server';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

// The sandbox outlives a test run when a server is reused: names of our own keep reruns apart.
const stamp = () => Date.now().toString(36);

/** Where the broker sends what is published to `source`, as it stores it (checked there rather than by reloading the page). */
const storedRewrite = (sandbox: RunningSandbox, source: string) =>
  (sandbox.state.configs.get('/mqtt/topic_rewrite') as { source_topic: string; dest_topic: string }[]).find((rule) => rule.source_topic === source)?.dest_topic;

test('topic rewrite: a rule is added, edited and deleted, each change stored by the broker and the last kept after a reload', async ({ page, workerSandbox }) => {
  await logIn(page, '/mqtt/extension');
  const table = page.getByRole('table', { name: 'Topic rewrite rules' });
  await expect(table.getByText('legacy/+/state')).toBeVisible();
  const source = `e2e-${stamp()}/#`;
  const rows = table.getByRole('row').filter({ hasText: source });

  await page.getByRole('button', { name: 'Add rule' }).click();
  const add = page.getByRole('dialog', { name: 'Add topic rewrite rule' });
  await add.getByLabel('Action').selectOption('Publish');
  await add.getByLabel('Source topic').fill(source);
  const regex = add.getByLabel('Regular expression');
  await regex.fill('^');
  await regex.fill('');
  await expect(add.getByText('Regular expression is required')).toBeVisible();
  await regex.fill('^e2e-[^/]+/(.+)$');
  await expect(add.getByText('Regular expression is required')).toHaveCount(0);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Destination topic is required')).toBeVisible();
  await add.getByLabel('Destination topic').fill('moved/$1');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(rows).toContainText('Publish');

  await expect.poll(() => storedRewrite(workerSandbox, source)).toBe('moved/$1');
  await expect(rows).toContainText('moved/$1');
  await table.getByRole('button', { name: `Edit the rule from ${source} to moved/$1` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit topic rewrite rule' });
  await expect(edit.getByLabel('Source topic')).toHaveValue(source);
  await edit.getByLabel('Destination topic').fill('renamed/$1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await expect.poll(() => storedRewrite(workerSandbox, source)).toBe('renamed/$1');
  await expect(rows).toContainText('renamed/$1');
  await table.getByRole('button', { name: `Delete the rule from ${source} to renamed/$1` }).click();
  const deleted = toasts(page).filter({ hasText: 'Topic rewrite rule deleted' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: 'Delete this topic rewrite rule?' }).getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await page.reload();
  await expect(table.getByText('legacy/+/state')).toBeVisible();
  await expect(rows).toHaveCount(0);
});

test('auto subscribe: a topic needs a name, then is added with its options', async ({ page }) => {
  await logIn(page, '/mqtt/extension');
  await page.getByRole('tab', { name: 'Auto subscribe' }).click();
  await expect(page).toHaveURL(/tab=auto-subscribe/);
  const table = page.getByRole('table', { name: 'Auto subscribe topics' });
  await expect(table.getByText('clients/${clientid}/inbox')).toBeVisible();

  await page.getByRole('button', { name: 'Add topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add auto subscribe topic' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Topic is required')).toBeVisible();
  const topic = `e2e-${stamp()}/\${clientid}/cmd`;
  await dialog.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await expect(dialog.getByText('Topic is required')).toHaveCount(0);
  await dialog.getByLabel('QoS').selectOption('2');
  await dialog.getByText('No local').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = table.getByRole('row').filter({ hasText: topic });
  await expect(row.getByRole('cell')).toHaveText([topic, '2', 'Yes', 'No', '0', '']);
  // Leave the shared sandbox as the other tests expect it.
  await row.getByRole('button', { name: `Delete ${topic}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

// One tab, two parts: the setting first, whose reload leaves no toast over the list's buttons.
test('delayed publish: the setting is saved and kept after a reload; the delayed messages are listed with their countdown, one deleted after confirmation', async ({ page, workerSandbox }) => {
  await logIn(page, '/mqtt/extension?tab=delayed');
  const form = page.locator('form#delayed-settings');
  const max = form.getByLabel('Max delayed messages (0 = unlimited)');
  await expect(max).toHaveValue(/^\d+$/);
  const next = (await max.inputValue()) === '5000' ? '6000' : '5000';
  await max.fill(next);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = toasts(page).filter({ hasText: 'Settings saved' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  await saved;
  await page.reload();
  await expect(max).toHaveValue(next);

  const table = page.getByRole('table', { name: 'Delayed messages' });
  const row = table.getByRole('row').filter({ hasText: 'legacy/line-4/state' });
  await expect(row).toContainText('legacy%20client');
  await expect(row).toContainText(/\d+ (hr|min)/);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/in all/);
  // The route sweep sees this screen on its first tab only.
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Delete the delayed message to legacy/line-4/state' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this delayed message?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete the delayed message to legacy/line-4/state' }).click();
  const deleted = toasts(page).filter({ hasText: 'Delayed message deleted' }).waitFor({ state: 'attached' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(row).toHaveCount(0);
  expect(workerSandbox.state.delayed.filter((message) => message.topic === 'legacy/line-4/state')).toEqual([]);
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(row).toHaveCount(0);
});

test('topic rewrite rules that failed to load offer Retry; nothing is added to a list that was not read', async ({ page, allowFailedRequests }) => {
  let failing = true;
  const failed = /\/api\/v5\/mqtt\/topic_rewrite$/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing && route.request().method() === 'GET') await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page, '/mqtt/extension');
  const table = page.getByRole('table', { name: 'Topic rewrite rules' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeDisabled();
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByText('legacy/+/state')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeEnabled();
});

test('auto subscribe: a long topic stays on one line in the list, copies whole, and wraps inside the delete confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const topic = `e2e-${stamp()}/${'devices-of-building-7-line-12-station-4-'.repeat(4)}\${clientid}/cmd`;
  await logIn(page, '/mqtt/extension?tab=auto-subscribe');
  const table = page.getByRole('table', { name: 'Auto subscribe topics' });
  await expect(table.getByText('clients/${clientid}/inbox')).toBeVisible();
  await page.getByRole('button', { name: 'Add topic' }).click();
  const add = page.getByRole('dialog', { name: 'Add auto subscribe topic' });
  await add.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: topic });
  const cell = row.getByRole('cell').first();
  expect((await cell.boundingBox())!.height).toBeLessThan(60);
  await cell.getByText(topic).hover();
  await expect(page.getByRole('tooltip')).toHaveText(topic);
  await cell.getByRole('button', { name: 'Copy topic' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(topic);

  await row.getByRole('button', { name: `Delete ${topic}` }).click();
  const ask = page.getByRole('alertdialog', { name: `Stop subscribing clients to ${topic}?` });
  const title = ask.getByRole('heading');
  const [titleBox, askBox] = [await title.boundingBox(), await ask.boundingBox()];
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(askBox!.x + askBox!.width);
  expect(titleBox!.height).toBeGreaterThan(40);
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
