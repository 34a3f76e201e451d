import { setupI18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { changedFields } from './diff';
import { localizeSchema } from './localized-schema';
import { SaveDiffDialog } from './SaveDiffDialog';
import mysqlAuthn from '../../schemas/authn-mysql.json';

it("lists each change by the field's labels, its values in the form's words, a long word cut and whole on hover", async () => {
  const schema = localizeSchema(mysqlAuthn, setupI18n({ locale: 'en', messages: { en: {} } }), 'authentication');
  const url = `mysql-${'replica'.repeat(8)}.example.com:3306`;
  const before = { server: 'db:3306', query_timeout: '5s', ssl: { enable: false }, password_hash_algorithm: { name: 'sha256', salt_position: 'prefix' } };
  const after = { server: url, query_timeout: '15s', ssl: { enable: true }, password_hash_algorithm: { name: 'sha512', salt_position: 'disable' } };
  renderWithProviders(<SaveDiffDialog changes={changedFields(before, after)} busy={false} schema={schema} onConfirm={() => undefined} onCancel={() => undefined} />);
  // The dialog's body is loaded on first use.
  const table = await screen.findByRole('table', { name: 'Changes to save' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Server', 'db:3306', `${url.slice(0, 39)}…`],
    ['Query timeout', '5 s', '15 s'],
    ['TLS › Enable TLS', 'No', 'Yes'],
    ['Password hash › Hash algorithm', 'SHA-256', 'SHA-512'],
    ['Password hash › Salt position', 'Prefix', 'No salt'],
  ]);
  expect(within(table).getByText(`${url.slice(0, 39)}…`)).toHaveAttribute('title', url);
});
