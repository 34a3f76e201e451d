import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('retained payloads open as text, JSON, Base64 or Hex, with markup kept as text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, '/retained?topic=xss%2F%23');
  const table = page.getByRole('table', { name: 'Retained messages' });
  await table.getByRole('button', { name: 'xss/test', exact: true }).click();
  // The copy button sits beside the title: the dialog is named by the topic alone.
  const dialog = page.getByRole('dialog', { name: 'xss/test', exact: true });
  await dialog.getByRole('button', { name: 'Copy topic' }).click();
  await expect(page.getByRole('tooltip')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('xss/test');
  const payload = dialog.getByTestId('payload');
  await expect(payload).toHaveText('<img src=x onerror=alert(1)>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await dialog.getByText('Hex', { exact: true }).click();
  await expect(payload).toContainText('3c 69 6d 67 20 73 72 63');
  await dialog.getByText('Base64', { exact: true }).click();
  await expect(payload).toHaveText('PGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEpPg==');
  await expectNoSeriousA11yViolations(page);
  // The footer's Close; the corner's × after it has the same name.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Topic (wildcards allowed)').fill('config/gw/+');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/topic=config%2Fgw%2F%2B/);
  await table.getByRole('button', { name: 'config/gw/eu-west', exact: true }).click();
  // JSON opens pretty-printed.
  await expect(page.getByRole('dialog').getByTestId('payload')).toContainText('"region": "eu-west"');
});

// One login for two payloads the broker's filter finds: one binary, one it leaves out.
test('a binary payload opens as hex, labelled binary with its size, as in the WebSocket tool; a payload over 1 MB is left out by the broker: its facts are shown, and why there is no payload', async ({ page }) => {
  await logIn(page, '/retained?topic=cam%2Fdock-1%2F%23');
  await page.getByRole('button', { name: 'cam/dock-1/thumbnail', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'cam/dock-1/thumbnail' });
  await expect(dialog.getByTestId('payload-kind')).toHaveText('Binary payload, 64 B');
  await expect(dialog.getByTestId('payload')).toContainText('00000000  89 50 4e 47 0d 0a 1a 0a');
  await expect(dialog.getByRole('radio', { name: 'Hex' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Text' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The footer's Close; the corner's × after it has the same name.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Topic (wildcards allowed)').fill('ota/#');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/topic=ota%2F%23/);
  await page.getByRole('button', { name: 'ota/gw-eu-west/image', exact: true }).click();
  const large = page.getByRole('dialog', { name: 'ota/gw-eu-west/image' });
  await expect(large.getByRole('status')).toContainText('The broker does not send payloads over 1 MB');
  await expect(large).toContainText('ota-server');
  await expect(large.getByTestId('payload')).toHaveCount(0);
  await expect(large.getByRole('button', { name: 'Download' })).toHaveCount(0);
});

test('delete one retained message after confirmation, and clear all', async ({ page }) => {
  await logIn(page, '/retained?topic=legacy%2F%23');
  const table = page.getByRole('table', { name: 'Retained messages' });
  await table.getByRole('button', { name: 'Delete legacy/line-4/state' }).click();
  const deleted = toasts(page).filter({ hasText: 'Retained message deleted' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: 'Delete this retained message?' }).getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(table).toContainText('No retained message matches this topic');

  // Clearing everything would take the other tests' data: the broker's answer is simulated here.
  let cleared = false;
  await page.route(/\/api\/v5\/mqtt\/retainer\/messages(\?|$)/, async (route) => {
    if (route.request().method() === 'DELETE') {
      cleared = true;
      await route.fulfill({ status: 204 });
    } else if (cleared) await route.fulfill({ json: { data: [], meta: { page: 1, limit: 20, hasnext: false, count: 0 } } });
    else await route.continue();
  });
  await page.goto('./#/retained');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog', { name: 'Clear all retained messages?' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(table).toContainText('No retained message');
  expect(cleared).toBe(true);
});

test('a disabled retainer is explained, with a link to its settings', async ({ page }) => {
  await page.route(/\/api\/v5\/mqtt\/retainer$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), enable: false } });
  });
  await logIn(page, '/retained');
  await expect(page.getByText('The retainer is disabled')).toBeVisible();
  await page.getByRole('link', { name: 'Enable it in the retainer settings' }).click();
  await expect(page).toHaveURL(/#\/mqtt\/retainer/);
});
