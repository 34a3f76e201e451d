import { expect, expectNoSeriousA11yViolations, logIn, openMoreFilters, test, toasts } from './fixtures/console';

test('a client with / # and spaces in its id opens, with its fields grouped', async ({ page }) => {
  await logIn(page, '/connections/detail/sensor%2Fline-1%20%237');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sensor/line-1 #7');
  // The copy button sits beside the heading: the page's name is the client ID alone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('sensor/line-1 #7');
  await expect(page.getByRole('button', { name: 'Copy client ID' })).toBeVisible();
  for (const group of ['Connection', 'Session', 'Counters']) await expect(page.getByRole('region', { name: group })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('emqx@');
  await expectNoSeriousA11yViolations(page);
});

test('subscribe and unsubscribe a client from its detail page', async ({ page }) => {
  await logIn(page, '/connections');
  // An MQTT 5 client, so the v5 subscription options are offered.
  await openMoreFilters(page);
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('5');
  await page.getByRole('combobox', { name: 'State' }).selectOption('connected');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/proto_ver=(5|%225%22)/);
  const first = page.getByRole('table', { name: 'Connections' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.getByRole('tab', { name: /Subscriptions/ }).click();
  const form = page.getByRole('form', { name: 'Subscribe the client' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Topic is required')).toBeVisible();
  await form.getByLabel('Topic').fill('e2e/+/detail');
  await form.getByRole('combobox', { name: 'QoS' }).selectOption('1');
  await form.getByRole('combobox', { name: 'No local' }).selectOption('1');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const table = page.getByRole('table', { name: 'Subscriptions of this client' });
  const row = table.getByRole('row', { name: /e2e\/\+\/detail/ });
  await expect(row).toBeVisible();
  await expect(form.getByLabel('Topic')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Unsubscribe from e2e/+/detail' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(row).toHaveCount(0);
});

test('kick out from the detail page, after which the client does not exist', async ({ page, allowFailedRequests }) => {
  await logIn(page, '/connections');
  await page.getByLabel('Client ID', { exact: true }).fill('app-android');
  await openMoreFilters(page);
  await page.getByRole('combobox', { name: 'State' }).selectOption('connected');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/clientid=app-android/);
  const first = page.getByRole('table', { name: 'Connections' }).getByRole('link').first();
  await expect(first).toContainText('app-android');
  const id = (await first.textContent()) ?? '';
  await first.click();
  await page.getByRole('button', { name: 'Kick out', exact: true }).click();
  const announced = toasts(page).filter({ hasText: 'Client kicked out' }).waitFor({ state: 'attached' });
  await page.getByRole('alertdialog', { name: `Kick out ${id}?` }).getByRole('button', { name: 'Kick out' }).click();
  await announced;
  await expect(page).toHaveURL(/#\/connections(\?|$)/);
  // Asked for on purpose from here on; the console itself asks for the client no more once it is gone.
  allowFailedRequests(new RegExp(`/api/v5/clients/${encodeURIComponent(id)}(/subscriptions)?$`));
  await page.goto(`./#/connections/detail/${encodeURIComponent(id)}`);
  await expect(page.getByText('The client does not exist')).toBeVisible();
  // Explained on the page: no error toast for the 404.
  await expect(toasts(page).filter({ hasText: '404' })).toHaveCount(0);
});
