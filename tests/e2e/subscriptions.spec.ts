import { expect, logIn, openMoreFilters, test } from './fixtures/console';

// One login for both filters; the list is opened afresh for the second (its filters live in the URL only).
test('subscriptions: filters in the URL, shared groups, and links to the subscriber; a topic read as a filter lists the subscriptions it covers', async ({ page }) => {
  await logIn(page, '/subscriptions/subscription');
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByRole('row')).toHaveCount(21);
  // Axe on this screen as it opens: the route sweep (routes.spec.ts).
  await openMoreFilters(page);
  await page.getByRole('combobox', { name: 'QoS' }).selectOption('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/qos=1/);
  const qosCells = table.getByRole('row').locator('td:nth-child(4)');
  // The previous page stays on screen until the filtered one arrives: wait for all of it.
  await expect.poll(async () => [...new Set(await qosCells.allTextContents())]).toEqual(['1']);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'QoS' })).toHaveValue('1');
  const firstClient = table.getByRole('link').first();
  const clientId = await firstClient.textContent();
  await firstClient.click();
  await expect(page).toHaveURL(new RegExp(`#/connections/detail/${encodeURIComponent(clientId ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  await page.goto('./#/subscriptions/subscription');
  const topicCells = table.getByRole('row').locator('td:nth-child(2)');
  await expect(topicCells.first()).not.toHaveText('');
  // A filter that covers the first (non-shared) subscription on the page: its first level, then #.
  const filter = (await topicCells.allTextContents()).find((topic) => !topic.startsWith('$share/'))!;
  const covering = `${filter.split('/')[0]}/#`;
  await openMoreFilters(page);
  await page.getByLabel('Topic', { exact: true }).fill(covering);
  await page.getByText('Read the topic as a filter: list the subscriptions it covers (+ and # allowed)').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/matching=true/);
  await expect(topicCells.filter({ hasText: new RegExp(`^${filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first()).toBeVisible();
});

test('topics: search and paging, and a topic copies whole', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, '/subscriptions/topics');
  const table = page.getByRole('table', { name: 'Topics' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const firstTopic = table.getByRole('row').nth(1).getByRole('cell').first();
  const topic = (await firstTopic.textContent()) ?? '';
  await firstTopic.getByRole('button', { name: 'Copy topic' }).press('Enter');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(topic);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Topic', { exact: true }).fill('sensor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/topic=sensor/);
  await expect(page).toHaveURL(/page=1/);
  // Axe on this screen: the route sweep (routes.spec.ts); a search changes only its rows.
});
