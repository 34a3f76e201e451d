import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, logInAsViewer, recordChanges, SANDBOX_USER, test } from './fixtures/console';

/** Publishes as a client would, through the broker's HTTP API: what the Data Hub sees before any rule. */
async function publish(request: APIRequestContext, topic: string, payload: string) {
  const login = await request.post('api/v5/login', { data: SANDBOX_USER });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.post('api/v5/publish', { headers: { Authorization: `Bearer ${token}` }, data: { topic, payload, qos: 0 } });
  expect(answer.status(), `publish to ${topic}`).toBeLessThan(300);
}

/** The cluster's row of the statistics: Node, Matched, Succeeded, Failed, Rate. */
const clusterCell = (page: Page, column: 1 | 2 | 3) => page.getByRole('table', { name: 'Statistics per node' }).getByRole('row').filter({ hasText: 'Cluster' }).getByRole('cell').nth(column);

test('a JSON Schema validation drops bad messages: created in the form, tried in the browser, its failed counter moves', async ({ page, request }) => {
  const name = `e2e_doors_${Date.now().toString(36)}`;
  const topic = `e2e-doors/${name}/state`;
  await logIn(page, '/schema-validation');
  await page.getByRole('link', { name: 'Create schema validation' }).click();
  const form = page.getByRole('form', { name: 'Create schema validation' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Topics' }).fill('e2e-doors/+/state');
  await form.getByRole('group', { name: 'Check 1' }).getByRole('combobox', { name: 'Schema' }).selectOption('sensor_reading');
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tryIt = page.getByRole('form', { name: 'Try the validation' });
  await tryIt.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await tryIt.getByRole('textbox', { name: 'Payload' }).fill('{"device_id": "d1", "temperature": 19.5}');
  await tryIt.getByRole('button', { name: 'Check the message' }).click();
  await expect(tryIt.getByRole('status')).toHaveText('The message fails. The broker would: Drop the message');
  await expect(tryIt.getByRole('list', { name: 'Checks tried' })).toContainText("must have required property 'ts'");
  await expectNoSeriousA11yViolations(page);

  await expect(clusterCell(page, 3)).toHaveText('0');
  await publish(request, topic, '{"device_id": "d1", "temperature": 19.5}');
  await publish(request, topic, '{"device_id": "d1", "temperature": 19.5, "ts": 1732860000}');
  await page.reload();
  await expect(clusterCell(page, 1)).toHaveText('2');
  await expect(clusterCell(page, 2)).toHaveText('1');
  await expect(clusterCell(page, 3)).toHaveText('1');
});

test('a transformation moves a JSON field into a user property: tried by dry run, then moved to the front and disabled', async ({ page }) => {
  const name = `e2e_tag_${Date.now().toString(36)}`;
  await logIn(page, '/message-transform/create');
  const form = page.getByRole('form', { name: 'Create message transformation' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Topics' }).fill('e2e-fleet/#');
  await form.getByRole('textbox', { name: 'Key 1' }).fill('user_property.vehicle');
  const expression = form.getByRole('textbox', { name: 'Expression 1' });
  await expression.click();
  await page.keyboard.insertText('payload.vehicle_id)');
  await expect(form.getByText(/^The broker cannot read this: syntax error before/)).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(form.getByText(/^The broker cannot read this/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tryIt = page.getByRole('form', { name: 'Try the transformation' });
  await tryIt.getByRole('textbox', { name: 'Topic' }).fill('e2e-fleet/truck-7');
  await tryIt.getByRole('textbox', { name: 'Payload' }).fill('{"vehicle_id": "truck-7", "speed": 42}');
  await tryIt.getByRole('button', { name: 'Try it' }).click();
  await expect(tryIt.getByText('vehicle: truck-7')).toBeVisible();
  await expect(tryIt.getByLabel('Transformed payload')).toContainText('"speed": 42');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Message transformations' }).click();
  const table = page.getByRole('table', { name: 'Message transformations' });
  const names = () => table.getByRole('row').getByRole('link').allTextContents();
  await expect.poll(async () => (await names()).at(-1)).toBe(name);
  await table.getByRole('button', { name: `Move ${name} to the front` }).click();
  await expect.poll(async () => (await names())[0]).toBe(name);
  const enable = table.getByRole('checkbox', { name: `Enable ${name}` });
  await enable.click({ force: true });
  await expect(enable).not.toBeChecked();
  await page.reload();
  await expect.poll(async () => (await names())[0]).toBe(name);
  await expect(table.getByRole('checkbox', { name: `Enable ${name}` })).not.toBeChecked();
});

// The lists, forms (empty, and filled in on the edit screens) and item pages pass axe in the route sweep
// (routes.spec.ts): these tests check the states the sweep does not reach (a check tried, a dry run).

test('a viewer reads the Data Hub and tries a validation in the browser, with every control that changes something disabled', async ({ page }) => {
  const changes = recordChanges(page);
  await logInAsViewer(page);
  await page.goto('./#/schema-validation');
  const table = page.getByRole('table', { name: 'Schema validations' });
  await expect(table.getByRole('link', { name: 'sensor_reading_shape' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create schema validation' })).toHaveAttribute('aria-disabled', 'true');
  await expect(table.getByRole('checkbox', { name: 'Enable sensor_reading_shape' })).toBeDisabled();

  await table.getByRole('link', { name: 'sensor_reading_shape' }).click();
  const tryIt = page.getByRole('form', { name: 'Try the validation' });
  await tryIt.getByRole('textbox', { name: 'Topic' }).fill('sensor/line-2/reading');
  await tryIt.getByRole('textbox', { name: 'Payload' }).fill('{"device_id": "d2", "temperature": 20, "ts": 1}');
  await tryIt.getByRole('button', { name: 'Check the message' }).click();
  await expect(tryIt.getByRole('status')).toHaveText('The message passes: it goes on to rules and subscribers.');

  await page.goto('./#/message-transform/detail/fleet_vehicle_tag');
  await expect(page.getByRole('form', { name: 'Try the transformation' }).getByRole('button', { name: 'Try it' })).toBeDisabled();
  expect(changes).toEqual([]);
});
