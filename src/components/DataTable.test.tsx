import { screen, waitFor, within } from '@testing-library/react';
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

describe('DataTable with many rows', () => {
  const many = (n: number): Fruit[] => Array.from({ length: n }, (_, i) => ({ name: `fruit-${i + 1}` }));

  it('draws only the first rows of 10,000, and tells their real number and place', async () => {
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={many(10_000)} rowKey={(f) => f.name} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtualizer loads with the first long table; the first rows show meanwhile.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2'));
    const rows = within(table).getAllByRole('row');
    // The header and the rows of one screen (jsdom lays nothing out: about forty), not 10,000.
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[1]!).getByRole('cell', { name: 'fruit-1' })).toBeVisible();
    expect(within(table).queryByRole('cell', { name: 'fruit-5000' })).toBeNull();
  });

  it('draws a short table whole, without row numbers', () => {
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={many(50)} rowKey={(f) => f.name} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('keeps selection working on the rows it draws, and "select all" takes every row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const rows = many(500);
    renderWithProviders(
      <DataTable label="Fruit" columns={columns} rows={rows} rowKey={(f) => f.name} selection={{ selected: [], onChange, rowLabel: (f) => `Select ${f.name}` }} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select fruit-3' }));
    expect(onChange).toHaveBeenLastCalledWith(['fruit-3']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(rows.map((f) => f.name));
  });
});

describe('DataTable with stale rows', () => {
  it('says when the rows were read, as the table\'s description', () => {
    const at = new Date(2025, 0, 1, 14, 2, 31).getTime();
    renderWithProviders(<DataTable label="Fruit" columns={columns} rows={[{ name: 'apple' }]} rowKey={(f) => f.name} staleSince={at} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getByText(/as of 14:02:31/)).toBeVisible();
    expect(table).toHaveAccessibleDescription('Out of date: as of 14:02:31');
  });
});
