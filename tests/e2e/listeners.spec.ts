import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

const NAME_RULE = 'Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)';
const BIND_RULE = 'Enter an IPv4 address and port, such as 0.0.0.0:1883, or a port alone';
const RATE_RULE = 'Enter a rate such as 1000/s or 100MB/s, or leave it empty for no limit';

// The sandbox outlives a run when the server is reused: names, ports and rates are fresh each time.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('listeners: one is created, edited after the connections-dropped warning, restarted, disabled and deleted', async ({ page }) => {
  const name = `e2e-${unique()}`;
  const id = `tcp:${name}`;
  const port = 20000 + Math.floor(Math.random() * 30000);
  await logIn(page, '/listener');
  const table = page.getByRole('table', { name: 'Listeners' });
  const defaultRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '0.0.0.0:1883', exact: true }) });
  await expect(defaultRow).toContainText('Running');
  await defaultRow.getByRole('button', { name: '3 nodes' }).click();
  await expect(page.getByRole('table', { name: 'Status of tcp:default on each node' }).getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add listener' }).click();
  const create = page.getByRole('dialog', { name: 'Add listener' });
  const nameField = create.getByLabel('Listener name');
  const bindField = create.getByLabel('Bind address (IP:port)');
  await nameField.fill('9lives');
  await expect(create.getByText(NAME_RULE)).toBeVisible();
  await bindField.fill('my-host:1883');
  await expect(create.getByText(BIND_RULE)).toBeVisible();
  await bindField.fill('0.0.0.0:99999');
  await expect(create.getByText('The port must be between 0 and 65535')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nameField.fill(name);
  await bindField.fill(`0.0.0.0:${port}`);
  await expect(create.getByText(NAME_RULE)).toHaveCount(0);
  await expect(create.getByText('The port must be between 0 and 65535')).toHaveCount(0);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).filter({ hasText: `Listener ${id} created` })).toHaveCount(1);
  await expect(create).toBeHidden();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toContainText(`0.0.0.0:${port}`);
  await expect(row).toContainText('Running');

  await row.getByRole('button', { name: `Edit ${id}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit listener ${id}` });
  // Acceptors are not among a listener's essentials: they fold under "Advanced settings".
  await expect(edit.getByLabel('Acceptors', { exact: true })).toBeHidden();
  await edit.getByRole('button', { name: 'Advanced settings' }).click();
  await edit.getByLabel('Acceptors', { exact: true }).fill('8');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  const update = page.getByRole('alertdialog', { name: `Update listener ${id}?` });
  await expect(update).toContainText('its existing connections are dropped');
  await expect(update.getByRole('row', { name: /Acceptors.*16.*8/ })).toBeVisible();
  await update.getByRole('button', { name: 'Save and drop connections' }).click();
  await expect(toasts(page).filter({ hasText: `Listener ${id} updated` })).toHaveCount(1);
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: '8', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Restart ${id}` }).click();
  await page.getByRole('alertdialog', { name: `Restart listener ${id}?` }).getByRole('button', { name: 'Restart' }).click();
  await expect(toasts(page).filter({ hasText: `Listener ${id} restarted` })).toHaveCount(1);

  await row.getByRole('button', { name: `Disable ${id}` }).click();
  const disable = page.getByRole('alertdialog', { name: `Disable listener ${id}?` });
  await expect(disable).toContainText('All connections on');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${id}` })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${id}` }).click();
  const remove = page.getByRole('alertdialog', { name: `Delete listener ${id}?` });
  await expect(remove.getByText(`The listener ${id} is removed`)).toBeVisible();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).filter({ hasText: `Listener ${id} deleted` })).toHaveCount(1);
  await expect(row).toHaveCount(0);
});

test('limiter: a rate is checked and changed in place, confirmed, and kept after a reload', async ({ page }) => {
  const rate = `${100 + Math.floor(Math.random() * 9000)}/s`;
  await logIn(page, '/limiter');
  const table = page.getByRole('table', { name: 'Rate limits by listener' });
  const row = table.getByRole('row', { name: /wss:default/ });
  await expect(row.getByRole('button', { name: 'Edit rate limits of wss:default' })).toBeEnabled();
  await row.getByRole('button', { name: 'Edit rate limits of wss:default' }).click();
  await expect(row.getByLabel('Max connection rate of wss:default')).toBeFocused();
  const input = row.getByLabel('Message rate per client of wss:default');
  await input.fill('lots');
  await expect(row.getByText(RATE_RULE)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await input.fill(rate);
  await expect(row.getByText(RATE_RULE)).toHaveCount(0);
  await input.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Update listener wss:default?' });
  await expect(confirm).toContainText('its existing connections are dropped');
  await confirm.getByRole('button', { name: 'Save and drop connections' }).click();
  await expect(toasts(page).filter({ hasText: 'Rate limits of wss:default saved' })).toHaveCount(1);
  await expect(row.getByRole('cell', { name: rate, exact: true })).toBeVisible();

  await page.reload();
  await expect(row.getByRole('cell', { name: rate, exact: true })).toBeVisible();
});

test('listeners and rate limits that failed to load offer Retry, which loads them', async ({ page, allowFailedRequests }) => {
  let failing = true;
  const failed = /\/api\/v5\/listeners(\?|$)/;
  allowFailedRequests(failed);
  await page.route(failed, async (route) => {
    if (failing) await route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    else await route.continue();
  });
  await logIn(page, '/listener');
  const table = page.getByRole('table', { name: 'Listeners' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('cell', { name: '0.0.0.0:1883', exact: true })).toBeVisible();

  // A reload empties the cache, so the limiter asks for the listeners afresh.
  failing = true;
  await page.goto('./#/limiter');
  await page.reload();
  const limits = page.getByRole('table', { name: 'Rate limits by listener' });
  await expect(limits.getByText('The data could not be loaded.')).toBeVisible();
  failing = false;
  await limits.getByRole('button', { name: 'Retry' }).click();
  await expect(limits.getByRole('button', { name: 'Edit rate limits of tcp:default' })).toBeVisible();
});

test('the edit dialog keeps a long listener name on one line, with the ID copied whole', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `e2e-${unique()}-${'very-long-listener-name-'.repeat(4)}end`;
  const id = `tcp:${name}`;
  const port = 20000 + Math.floor(Math.random() * 30000);
  await logIn(page, '/listener');
  await page.getByRole('button', { name: 'Add listener' }).click();
  const create = page.getByRole('dialog', { name: 'Add listener' });
  await create.getByLabel('Listener name').fill(name);
  await create.getByLabel('Bind address (IP:port)').fill(`0.0.0.0:${port}`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const table = page.getByRole('table', { name: 'Listeners' });
  await table.getByRole('button', { name: `Edit ${id}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit listener ${id}` });
  const title = edit.getByRole('heading', { name: `Edit listener ${id}` });
  // One line, cut inside the dialog: no taller than a line, no wider than the dialog.
  const [titleBox, dialogBox] = [await title.boundingBox(), await edit.boundingBox()];
  expect(titleBox!.height).toBeLessThan(40);
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  await edit.getByRole('button', { name: 'Copy listener ID' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  await expectNoSeriousA11yViolations(page);
  // By keyboard: the "created" toast may still cover the dialog's Close button on a small window.
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  // Leave the shared sandbox as the other tests expect it.
  await table.getByRole('button', { name: `Delete ${id}` }).click();
  await page.getByRole('alertdialog', { name: `Delete listener ${id}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('button', { name: `Edit ${id}` })).toHaveCount(0);
});
