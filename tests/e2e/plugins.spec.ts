import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';
import { pluginArchive } from './fixtures/plugin-archive';

const NAME = 'emqx_e2e_hello';
const KEY = `${NAME}-1.0.0`;
const TEMPLATE = 'emqx_plugin_template-5.0.0';

// Both tests read the one plugin list of the shared sandbox: one at a time.
test.describe.configure({ mode: 'default' });

test('install a plugin archive (a .zip refused), start, stop, move to top, edit the template config, uninstall', async ({ page }) => {
  await logIn(page, '/plugins');
  const list = page.getByRole('table', { name: 'Plugins' });
  await expect(list.getByRole('link', { name: 'emqx_plugin_template' })).toBeVisible();
  // A rerun against the same sandbox starts without it.
  if (await list.getByRole('link', { name: NAME }).count()) {
    await page.getByRole('button', { name: `More actions for ${KEY}` }).click();
    await page.getByRole('menuitem', { name: 'Uninstall' }).click();
    await page.getByRole('alertdialog', { name: `Uninstall ${KEY}?` }).getByRole('button', { name: 'Uninstall' }).click();
    await expect(list.getByRole('link', { name: NAME })).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Install plugin' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Please upload the file first')).toBeVisible();
  const input = page.getByLabel('Plugin package');
  await input.setInputFiles({ name: `${KEY}.zip`, mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004') });
  await expect(page.getByText('Only .tar.gz plugin packages can be installed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await input.setInputFiles(pluginArchive(NAME, '1.0.0', 'Says hello from the e2e tests.'));
  await expect(page.getByText(`Chosen: ${KEY}.tar.gz`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText(`${KEY} installed`)).toBeVisible();

  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(row.getByText('Stopped')).toBeVisible();
  await row.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('alertdialog', { name: `Start ${KEY}?` }).getByRole('button', { name: 'Start' }).click();
  await expect(row.getByText('Running', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog', { name: `Stop ${KEY}?` }).getByRole('button', { name: 'Stop' }).click();
  await expect(row.getByText('Stopped', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Move ${KEY} to the front` }).click();
  await expect(list.getByRole('row').nth(1).getByRole('link')).toHaveText(NAME);
  // Back to the rear, so the other plugins keep their order for the next run.
  await page.getByRole('button', { name: `Move ${KEY} to the rear` }).click();
  await expect(list.getByRole('row').last().getByRole('link')).toHaveText(NAME);

  await list.getByRole('link', { name: 'emqx_plugin_template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEMPLATE })).toBeVisible();
  const config = page.getByRole('region', { name: 'Configuration' });
  const host = config.getByRole('textbox', { name: /^Hostname/ });
  await expect(host).not.toHaveValue('');
  const hostname = `relay-${Date.now()}.plant-7.internal`;
  await host.fill(hostname);
  await config.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Configuration' }).getByRole('textbox', { name: /^Hostname/ })).toHaveValue(hostname);

  await page.getByRole('link', { name: 'Plugins', exact: true }).first().click();
  await page.getByRole('button', { name: `More actions for ${KEY}` }).click();
  await page.getByRole('menuitem', { name: 'Uninstall' }).click();
  await page.getByRole('alertdialog', { name: `Uninstall ${KEY}?` }).getByRole('button', { name: 'Uninstall' }).click();
  await expect(list.getByRole('link', { name: NAME })).toHaveCount(0);
});

// The route sweep checks these screens as they open in both themes; this checks the states it
// does not reach (tabs, a form's errors), once.
