import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts, setPreferences } from './fixtures/console';

/** Sensors of line 2 publish here (sandbox/model/topic-metrics.ts): its counts move at once. */
const TOPIC = 'factory/line-2/telemetry';
const NOT_ENABLED = 'Slow subscription statistics have not been enabled, please enable it first!';

/** Turns the slow subscription statistics on or off on their settings screen, and saves. */
async function setSlowSubs(page: Page, enable: boolean): Promise<void> {
  await page.goto('./#/slow-sub/config');
  const form = page.locator('form#slow-subs-settings');
  const toggle = form.getByRole('checkbox', { name: 'Enable' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === enable) return;
  await toggle.click({ force: true });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
}

test('topic metrics refuse a wildcard and count a topic added, deleted after confirmation; slow subscriptions are recorded once enabled', async ({ page }) => {
  await logIn(page, '/topic-metrics');
  const table = page.getByRole('table', { name: 'Topic metrics' });
  await expect(table.getByText('factory/line-1/telemetry')).toBeVisible();
  // A rerun against the same sandbox starts without it.
  if (await table.getByText(TOPIC, { exact: true }).count()) {
    await table.getByRole('button', { name: `Delete ${TOPIC}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByText(TOPIC, { exact: true })).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Add topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add topic' });
  const field = dialog.getByRole('textbox', { name: /^Topic/ });
  await field.fill('factory/+/telemetry');
  await expect(dialog.getByText('Topic metrics do not support wildcards (+ and #): enter a topic name, such as devices/1/telemetry')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field.fill(`$share/e2e/${TOPIC}`);
  await expect(dialog.getByText(`The shared subscription prefix $share/e2e/ is taken off: messages published to ${TOPIC} are counted.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  // The list is read again every few seconds: the sensors' messages show up as incoming, all dropped (nobody subscribes).
  const row = table.getByRole('row').filter({ has: page.getByText(TOPIC, { exact: true }) });
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(row.getByRole('cell').nth(5)).not.toHaveText('0');
  await table.getByRole('button', { name: `Delete ${TOPIC}` }).click();
  await page.getByRole('alertdialog', { name: `Delete the metrics of ${TOPIC}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByText(TOPIC, { exact: true })).toHaveCount(0);

  await page.goto('./#/slow-sub');
  await expect(page.getByRole('heading', { level: 1, name: 'Slow subscriptions' })).toBeVisible();
  await expect(page.getByText(NOT_ENABLED)).toBeVisible();
  await page.getByRole('link', { name: 'Enable them in the settings' }).click();
  await expect(page).toHaveURL(/#\/slow-sub\/config$/);
  try {
    await setSlowSubs(page, true);
    await page.goto('./#/slow-sub');
    const records = page.getByRole('table', { name: 'Slow subscriptions' });
    await expect(page.getByText(/^Deliveries slower than 500ms are recorded/)).toBeVisible();
    // Recording starts when the statistics are on: the first slow deliveries arrive within seconds.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(records.getByRole('link').first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(records.getByRole('link').first()).toHaveAttribute('href', /#\/connections\/detail\/.+/);
    await expect(records.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^[\d,]+ ms$/);
  } finally {
    // Back as it was for the other tests and the next run.
    await setSlowSubs(page, false);
  }
  await page.goto('./#/slow-sub');
  await expect(page.getByText(NOT_ENABLED)).toBeVisible();
});

test('nodes: invite a node, see it join, and force it to leave once it has stopped', async ({ page }) => {
  // A name of its own each run: the node is gone again at the end, but a failed run leaves no trap.
  const node = `emqx-e2e-${Date.now().toString(36)}@10.9.0.7`;
  // The sandbox's invited node keeps running; this page is told it stopped, as a broker lists a node that went down.
  let stopped = false;
  await page.route(/\/api\/v5\/nodes$/, async (route) => {
    const response = await route.fetch();
    const nodes = (await response.json()) as { node?: string }[];
    await route.fulfill({ response, json: nodes.map((n) => (stopped && n.node === node ? { node, node_status: 'stopped', role: 'core' } : n)) });
  });
  await logIn(page, '/dashboard/nodes');
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByRole('link', { name: 'emqx@node1.emqx.io' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite node' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite node' });
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Node name required')).toBeVisible();
  const field = dialog.getByRole('textbox', { name: /^Node name/ });
  await field.fill('emqx@node2.emqx.io');
  await expect(dialog.getByText('emqx@node2.emqx.io is already in the cluster')).toBeVisible();
  await field.fill(node);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();

  const invitations = page.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: node }).getByText('Joined')).toBeVisible();
  await expect(toasts(page).filter({ hasText: `${node} joined the cluster` })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: node }).getByText('Running')).toBeVisible();

  stopped = true;
  await page.reload();
  const row = table.getByRole('row').filter({ hasText: node });
  await expect(row.getByText('Stopped')).toBeVisible();
  await row.getByRole('button', { name: `Force ${node} to leave` }).click();
  await page.getByRole('alertdialog', { name: `Force ${node} to leave the cluster?` }).getByRole('button', { name: 'Force leave' }).click();
  await expect(toasts(page).filter({ hasText: `${node} left the cluster` })).toHaveCount(1);
  await expect(table.getByText(node)).toHaveCount(0);
});

test('the overview leads from dropped messages per second to their reasons, each with where to act, in both languages', async ({ page }) => {
  await logIn(page);
  await page.getByRole('group', { name: 'Dropped messages per second' }).getByRole('link').click();
  await expect(page).toHaveURL(/#\/dropped-messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dropped messages' })).toBeFocused();
  const table = page.getByRole('table', { name: 'Dropped messages by reason' });
  const full = table.getByRole('row', { name: /^Queue full/ });
  await expect(full).toBeVisible();
  // The rates come with the second reading of the counters.
  await expect(page.getByRole('status').filter({ hasText: 'of readings' })).toBeVisible();
  // Axe on this screen, in both languages: the route sweep (routes.spec.ts).
  await full.getByRole('link', { name: 'Session settings' }).click();
  await expect(page).toHaveURL(/#\/mqtt\/session$/);
  await setPreferences(page, 'zh', 'dark');
  await page.goto('./#/dropped-messages');
  await expect(page.getByRole('heading', { level: 1, name: '丢弃的消息' })).toBeVisible();
  await expect(page.getByRole('table', { name: '按原因统计的丢弃消息' }).getByRole('row', { name: /^队列已满/ })).toBeVisible();
});
