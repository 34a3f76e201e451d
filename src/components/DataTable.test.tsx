import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable, type Column } from './DataTable';

interface Fruit {
  name: string;
}

const columns: Column<Fruit>[] = [{ id: 'name', header: 'Name', cell: (f) => f.name }];

describe('DataTable', () => {
  it('says a failed load in words and offers Retry, which asks again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={undefined} rowKey={(f) => f.name} error onRetry={onRetry} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getByText('The data could not be loaded.')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no Retry without a way to ask again', () => {
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={undefined} rowKey={(f) => f.name} error />);
    expect(screen.getByText('The data could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the spinner, not the error, while asking again', () => {
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={undefined} rowKey={(f) => f.name} error loading onRetry={() => undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
