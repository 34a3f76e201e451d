import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

const LONG_ID = 'factory-building-7-line-12-station-4-sensor-temperature-and-humidity-0042-with-no-spaces';

it('lets a title with a long client ID wrap inside the dialog', async () => {
  renderWithProviders(<ConfirmDialog open destructive title={`Kick out ${LONG_ID}?`} confirmLabel="Kick out" onConfirm={() => undefined} onCancel={() => undefined} />);
  const dialog = await screen.findByRole('alertdialog', { name: `Kick out ${LONG_ID}?` });
  expect(screen.getByRole('heading', { name: `Kick out ${LONG_ID}?` })).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(dialog).toContainElement(screen.getByRole('button', { name: 'Kick out' }));
});
