import { expect, expectNoSeriousA11yViolations, logIn, test, setTheme } from './fixtures/console';

const ID = 'password_based:built_in_database';

// Every test here changes or reads the one chain of the shared sandbox: one at a time, in this order.
test.describe.configure({ mode: 'default' });

test('create a built-in database authenticator, import users from a CSV, move it to the front, disable it', async ({ page }) => {
  await logIn(page, '/authentication');
  const chain = page.getByRole('table', { name: 'Authentication chain' });
  await expect(chain.getByRole('link', { name: 'password_based:mysql' })).toBeVisible();
  // Axe on this screen as it opens: the route sweep (routes.spec.ts).
  // A rerun against the same sandbox starts from a chain without it.
  if (await chain.getByRole('link', { name: ID }).count()) {
    await page.getByRole('button', { name: `Delete ${ID}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this authenticator?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(chain.getByRole('link', { name: ID })).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Create authenticator' }).click();
  await expect(chain).toHaveCount(0);
  // One gallery of mechanism and backend pairs; those in the chain link to it instead of being offered.
  await expect(page.getByRole('heading', { name: 'Password-based', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Password-based · MySQL' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Password-based · MySQL' })).toHaveCount(0);
  // The gallery passes axe in the route sweep; its second step, a type's settings, here.
  await page.getByRole('searchbox', { name: 'Search types' }).fill('built-in');
  await expect(page.getByRole('button', { name: 'Password-based · HTTP server' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Password-based · Built-in database' }).click();
  await expect(page.getByText('User ID type').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Password-based · Built-in database' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await dialog.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('user_id,password,is_superuser\nsensor/line-1 #7,pass1,false\nops-admin,pass2,true\n'),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // EMQX 5.8.1 answers the import with 204 (emqx_authn_user_import_api): no counts to show.
  await expect(dialog.getByRole('status')).toHaveText('Users imported.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByText('sensor/line-1 #7')).toBeVisible();
  await expect(users.getByText('ops-admin')).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Authentication' }).click();
  await page.getByRole('button', { name: `Move ${ID} to the front` }).click();
  await expect(chain.getByRole('row').nth(1).getByRole('link')).toHaveText(ID);
  const enable = page.getByRole('checkbox', { name: `Enable ${ID}` });
  await expect(enable).toBeChecked();
  await enable.click({ force: true });
  await expect(enable).not.toBeChecked();
});

test('reorder the chain by keyboard and by dragging a handle, kept after a reload, in the light theme', async ({ page }) => {
  await logIn(page, '/authentication');
  // One theme: the lifted row and drop line pass axe here; the chain as it opens, in the route sweep.
  await setTheme(page, 'light');
  const chain = page.getByRole('table', { name: 'Authentication chain' });
  await expect(chain.getByRole('link', { name: 'password_based:mysql' })).toBeVisible();
  const order = () => chain.getByRole('row').getByRole('link').allTextContents();
  const before = await order();
  expect(before.length).toBeGreaterThanOrEqual(3);

  // Keyboard: the first one picked up, one step down, dropped.
  const [first, second, ...rest] = before as [string, string, ...string[]];
  const handle = page.getByRole('button', { name: `Reorder ${first}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${first} picked up, position 1 of ${before.length}`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Moved to position 2 of ${before.length}`)).toBeAttached();
  await expect(chain.getByRole('row').nth(2)).toHaveAttribute('data-drop', 'after');
  // The lifted row and the drop line pass axe too.
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Space');
  await expect(page.getByText(`${first} dropped at position 2`)).toBeAttached();
  const byKeyboard = [second, first, ...rest];
  await expect.poll(order).toEqual(byKeyboard);
  await expect(page.getByRole('button', { name: `Reorder ${first}` })).toBeFocused();
  await page.reload();
  await expect.poll(order).toEqual(byKeyboard);

  // Pointer: the last one dragged by its grip above the first row's middle.
  const last = byKeyboard.at(-1)!;
  const grip = await page.getByRole('button', { name: `Reorder ${last}` }).boundingBox();
  const top = await chain.getByRole('row').nth(1).boundingBox();
  if (!grip || !top) throw new Error('the rows are not laid out');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, top.y + top.height / 4, { steps: 8 });
  await expect(chain.getByRole('row').nth(1)).toHaveAttribute('data-drop', 'before');
  await page.mouse.up();
  const byPointer = [last, ...byKeyboard.slice(0, -1)];
  await expect.poll(order).toEqual(byPointer);
  await page.reload();
  await expect.poll(order).toEqual(byPointer);
});
