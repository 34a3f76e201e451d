/**
 * A 200 whose JSON is of the wrong kind (a number, null, an object where a list belongs, a list of
 * things that are not items) is reported like unreadable JSON: one toast, the screen stays with its
 * table saying the data could not be loaded, nothing of it is cached, and the screen recovers once the
 * broker answers right. A field of another type inside the items is read tolerantly instead
 * (src/api/tolerant-answer.ts, src/api/tolerant-screens.test.tsx).
 */
import { expect, logIn, test, toasts } from './fixtures/console';

const SCREENS = [
  { name: 'Connections', path: '/connections', api: /\/api\/v5\/clients_v2\?/, body: 42 },
  { name: 'Rules', path: '/rules', api: /\/api\/v5\/rules\?/, body: { data: 'none', meta: { page: 1 } } },
  { name: 'Gateways', path: '/gateway', api: /\/api\/v5\/gateways(\?|$)/, body: null },
  { name: 'Authentication', path: '/authentication', api: /\/api\/v5\/authentication$/, body: [7, 'password_based:built_in_database'] },
  { name: 'Data integration', path: '/bridge/dataBridge', api: /\/api\/v5\/actions$/, body: { actions: [] } },
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
