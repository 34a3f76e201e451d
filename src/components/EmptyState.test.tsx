import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable } from './DataTable';
import { ClearFiltersButton } from './EmptyState';

describe('EmptyState in a table', () => {
  it('says what is missing and offers the next step', async () => {
    const onClear = vi.fn();
    renderWithProviders(
      <DataTable label="Rules" columns={[{ id: 'id', header: 'ID', cell: (r: { id: string }) => r.id }]} rows={[]} rowKey={(r) => r.id} empty="No rule matches these filters" emptyAction={<ClearFiltersButton onClear={onClear} />} />,
    );
    expect(screen.getByText('No rule matches these filters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says "No data" without a next step when told nothing', () => {
    renderWithProviders(<DataTable label="Rules" columns={[{ id: 'id', header: 'ID', cell: (r: { id: string }) => r.id }]} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
