import { expect, logIn, test, toasts, expectNoSeriousA11yViolationsInBothThemes } from './fixtures/console';

/** A `datetime-local` value in the browser's zone, `minutes` from now. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}


test('ban a client until a future time, be refused without a value and with a past time, then lift the ban; search one kind by regular expression, kept in the URL', async ({ page }) => {
  // The sandbox is shared by every spec: a value of this run's own.
  const who = `e2e/client ${Date.now().toString(36)}`;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v5/banned')) posts.push(r.postData() ?? '');
  });
  await logIn(page, '/blacklist');
  const table = page.getByRole('table', { name: 'Blacklist' });
  await expect(table.getByRole('row').filter({ hasText: 'Shared account disabled' })).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the blacklist' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Value is required')).toBeVisible();
  await dialog.getByLabel('Value').fill(who);
  await dialog.getByLabel('Reason').fill('Floods the broker');
  const until = dialog.getByLabel('Until');
  await until.fill(localInput(-90));
  await expect(dialog.getByText('The selected time cannot be earlier than the current time')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
  // The list is in the route sweep; the form with its errors is checked here in both themes, switched live.
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await until.fill(localInput(3 * 24 * 60));
  await expect(dialog.getByText('The selected time cannot be earlier than the current time')).toHaveCount(0);
  const added = toasts(page).filter({ hasText: `${who} added to the blacklist` }).waitFor({ state: 'attached' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await added;
  await expect(dialog).toHaveCount(0);
  // The broker got an RFC 3339 time (the sandbox checks the request against the contract as well).
  const sent = JSON.parse(posts[0] ?? '{}') as { until?: string };
  expect(sent.until).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

  const row = table.getByRole('row').filter({ hasText: who });
  await expect(row).toContainText('Client ID');
  await expect(row).toContainText('Floods the broker');
  await row.getByRole('button', { name: `Remove ${who} from the blacklist` }).click();
  await page.getByRole('alertdialog', { name: 'Remove this ban?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);

  // One kind searched by regular expression.
  const search = page.getByRole('search', { name: 'Search the blacklist' });
  await search.getByLabel('Search in').selectOption({ label: 'IP address range (CIDR)' });
  await search.getByLabel('Matching (regular expression)').fill('^198\\.51');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/by=peerhost_net/);
  await expect(table.getByRole('row').filter({ hasText: 'Scanner network' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Shared account disabled' })).toHaveCount(0);
});

test('clear the whole blacklist after confirmation', async ({ page }) => {
  // Clearing for real would take the other specs' bans: the broker's answer is simulated here.
  let cleared = false;
  await page.route(/\/api\/v5\/banned(\?|$)/, async (route) => {
    if (route.request().method() === 'DELETE') {
      cleared = true;
      await route.fulfill({ status: 204 });
    } else if (cleared) await route.fulfill({ json: { data: [], meta: { page: 1, limit: 20, hasnext: false, count: 0 } } });
    else await route.continue();
  });
  await logIn(page, '/blacklist');
  const table = page.getByRole('table', { name: 'Blacklist' });
  await expect(table.getByRole('row').filter({ hasText: 'Shared account disabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog', { name: 'Clear the whole blacklist?' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(table).toContainText('Nobody is banned');
  expect(cleared).toBe(true);
});
