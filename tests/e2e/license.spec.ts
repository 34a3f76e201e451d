import { makeLicenseKey, seedLicense } from '../../sandbox/model/license';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

test('a new licence key is uploaded: a forged one is refused in the dialog, a good one replaces the licence on the screen and on the broker', async ({ page, workerSandbox, allowFailedRequests }) => {
  const { state } = workerSandbox;
  // The forged key's 400, shown in the dialog.
  allowFailedRequests(/\/api\/v5\/license$/);
  try {
    await logIn(page, '/license');
    const details = page.getByRole('region', { name: 'License details' });
    await expect(details).toContainText('Northwind Manufacturing GmbH');

    await page.getByRole('button', { name: 'Update license' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update license' });
    const key = dialog.getByLabel(/^License key/);
    const forged = `${makeLicenseKey({ customer: 'Mallory', maxConnections: 1_000_000 }).split('.')[0]}.${Buffer.from('forged signature').toString('base64')}`;
    await key.fill(forged);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Bad license key')).toBeVisible();
    await expect(key).toHaveValue(forged);
    await expectNoSeriousA11yViolations(page);

    await key.fill(makeLicenseKey({ customer: 'Contoso Ltd', type: 'official', customerType: 1, startDate: '20250101', days: 36500, maxConnections: 2500 }));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(page).filter({ hasText: 'License updated' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(details).toContainText('Contoso Ltd');
    await expect(details).toContainText('2,500');
    expect(state.license.fields.customer).toBe('Contoso Ltd');
  } finally {
    // The worker's other tests see the seeded licence (its banner, its limit).
    state.license = seedLicense(state.startedAt);
  }
});
