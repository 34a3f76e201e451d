/**
 * A 200 whose JSON has the wrong shape (a number, null, an object where a list belongs, fields of the
 * wrong type) is reported like unreadable JSON: one toast, the screen stays with its table saying the
 * data could not be loaded, nothing of it is cached, and the screen recovers once the broker answers right.
 */
import { expect, logIn, test, toasts } from './fixtures/console';

const SCREENS = [
  { name: 'Connections', path: '/connections', api: /\/api\/v5\/clients_v2\?/, body: 42 },
  { name: 'Rules', path: '/rules', api: /\/api\/v5\/rules\?/, body: { data: 'none', meta: { page: 1 } } },
  { name: 'Gateways', path: '/gateway', api: /\/api\/v5\/gateways(\?|$)/, body: null },
  { name: 'Authentication', path: '/authentication', api: /\/api\/v5\/authentication$/, body: [{ id: 7, mechanism: true }] },
  { name: 'Data integration', path: '/bridge/dataBridge', api: /\/api\/v5\/actions$/, body: [{ enable: true }] },
  { name: 'Overview', path: '/dashboard/overview', api: /\/api\/v5\/nodes$/, body: { nodes: 'emqx@node1' } },
];

for (const screen of SCREENS) {
  test(`${screen.name}: a wrong-shaped answer is said once and never kept`, async ({ page }) => {
    let broken = true;
    await page.route(screen.api, (route) => (broken ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(screen.body) }) : route.fallback()));
    await logIn(page, screen.path);
    await expect(toasts(page).filter({ hasText: "200 The broker's answer could not be read" })).toHaveCount(1);
    await expect(page.getByText('The data could not be loaded.').first()).toBeVisible();
    await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    broken = false;
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await expect(page.getByText('The data could not be loaded.')).toHaveCount(0);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  });
}
