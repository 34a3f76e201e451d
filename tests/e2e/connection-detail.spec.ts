import { expect, expectNoSeriousA11yViolations, logIn, openMoreFilters, test, toasts } from './fixtures/console';

test('a client with / # and spaces in its id opens, with its fields grouped', async ({ page }) => {
  await logIn(page, '/connections/detail/sensor%2Fline-1%20%237');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sensor/line-1 #7');
  // The copy button sits beside the heading: the page's name is the client ID alone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('sensor/line-1 #7');
  await expect(page.getByRole('button', { name: 'Copy client ID' })).toBeVisible();
  for (const group of ['Connection', 'Session', 'Counters']) await expect(page.getByRole('region', { name: group })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('emqx@');
  // Axe on this screen as it opens: the route sweep (routes.spec.ts).
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
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(form.getByText('Topic is required')).toBeVisible();
  // Three topics, one a line: one bulk request.
  await form.getByLabel('Topic').fill('e2e/+/detail\ne2e/bulk/1\ne2e/bulk/2');
  await form.getByRole('combobox', { name: 'QoS' }).selectOption('1');
  await form.getByRole('combobox', { name: 'No local' }).selectOption('1');
  await form.getByRole('button', { name: 'Subscribe to 3' }).click();
  const table = page.getByRole('table', { name: 'Subscriptions of this client' });
  const row = table.getByRole('row', { name: /e2e\/\+\/detail/ });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row', { name: /e2e\/bulk\// })).toHaveCount(2);
  await expect(form.getByLabel('Topic')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Unsubscribe from e2e/+/detail' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(row).toHaveCount(0);
  // The other two at once.
  await table.getByRole('checkbox', { name: 'Select e2e/bulk/1' }).check();
  await table.getByRole('checkbox', { name: 'Select e2e/bulk/2' }).check();
  await page.getByRole('button', { name: 'Unsubscribe (2)' }).click();
  await page.getByRole('alertdialog', { name: 'Unsubscribe from 2 topics?' }).getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(table.getByRole('row', { name: /e2e\/bulk\// })).toHaveCount(0);
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

test('why a client receives nothing: its backlog, its authorization cache and the rule that decides, a trace, then a ban with kick-out', async ({ page, allowFailedRequests }) => {
  // Up to 30 s more for the refusal to come back to a cache another spec cleared.
  const id = 'bridge-edge-02';
  // Kicked out at the end, the client is gone: a poll of its page already on its way answers 404.
  allowFailedRequests(new RegExp(`/api/v5/clients/${encodeURIComponent(id)}(/subscriptions)?$`));
  await logIn(page, `/connections/detail/${id}`);
  // 1: the backlog against its limits.
  await page.getByRole('tab', { name: /Messages/ }).click();
  await expect(page.getByText(/^32 \/ 32 messages sent/)).toBeVisible();
  const queued = page.getByRole('table', { name: 'Queued messages' });
  await expect(queued.getByRole('row')).not.toHaveCount(1);
  await queued.getByRole('button', { name: /^Open the message to / }).first().click();
  const message = page.getByRole('dialog');
  await expect(message.getByText('Waiting since')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  // 2: what authorization decided.
  await page.getByRole('tab', { name: 'Authorization' }).click();
  // Another spec may have cleared every cache: the refused client asks again within 30 s, which Refresh shows.
  await expect(async () => {
    await page.getByRole('region', { name: 'Authorization cache' }).getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('table', { name: `Authorization cache of ${id}` }).getByText('Denied').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  // … and which rule decides: its subscription to everything.
  const check = page.getByRole('form', { name: 'Check an action' });
  await check.getByRole('combobox', { name: 'Action' }).selectOption('subscribe');
  await check.getByRole('textbox', { name: /Topic/ }).fill('#');
  await check.getByRole('combobox', { name: 'QoS' }).selectOption('1');
  await check.getByRole('button', { name: 'Check' }).click();
  const answer = page.getByRole('status', { name: 'The answer' });
  // Other specs in this worker change the rules: the built-in database's or the ACL file's rule decides.
  await expect(answer.getByText(/rule \d+ of the rules for all clients|line \d+/)).toBeVisible();
  await expect(answer.getByText(/cache answers first/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // 3: a trace of this client, pre-filled, opens on its log.
  await page.getByRole('button', { name: 'Trace', exact: true }).click();
  const trace = page.getByRole('dialog');
  await expect(trace.getByLabel(/^Client ID/)).toHaveValue(id);
  await trace.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/log-trace\/detail\/client_bridge-edge-02_/);
  await page.goBack();
  // 4: banned for a day and kicked out at once.
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = page.getByRole('dialog', { name: 'Add to the blacklist' });
  await ban.getByRole('button', { name: 'In 7 days' }).click();
  await expect(ban.getByRole('checkbox', { name: 'Also kick out the client now' })).toBeChecked();
  await ban.getByRole('button', { name: 'Add' }).click();
  await expect(toasts(page).filter({ hasText: `${id} banned and kicked out` })).toBeVisible();
  await expect(page).toHaveURL(/#\/connections(\?|$)/);
  await page.goto('./#/blacklist');
  await expect(page.getByRole('table').getByText(id)).toBeVisible();
});
