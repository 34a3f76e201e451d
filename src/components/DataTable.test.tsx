import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('refers to a note beside it instead of repeating it', () => {
    renderWithProviders(
      <>
        <p id="note">Out of date: as of 09:00:00</p>
        <DataTable label="Fruit" columns={columns} rows={[{ name: 'apple' }]} rowKey={(f) => f.name} staleNoteId="note" />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveAccessibleDescription('Out of date: as of 09:00:00');
    expect(within(table).queryByText(/as of/)).toBeNull();
  });
});

describe('DataTable columns', () => {
  interface Item {
    name: string;
    weight?: number;
  }
  const items: Item[] = [{ name: 'pear', weight: 180 }, { name: 'Apple', weight: 95 }, { name: 'fig' }, { name: 'banana', weight: 120 }];
  const cols: Column<Item>[] = [
    { id: 'name', header: 'Name', sortValue: (i) => i.name, cell: (i) => i.name },
    { id: 'weight', header: 'Weight', numeric: true, priority: 'low', sortValue: (i) => i.weight, cell: (i) => i.weight ?? '–' },
    { id: 'actions', header: 'Actions', cell: () => <button type="button">Delete</button> },
  ];
  const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('sorts by a column: ascending, descending, then as given; a missing value last', async () => {
    renderWithProviders(<DataTable label="Fruit" columns={cols} rows={items} rowKey={(i) => i.name} />);
    const weight = screen.getByRole('button', { name: 'Weight' });
    await userEvent.click(weight);
    expect(names()).toEqual(['Apple', 'banana', 'pear', 'fig']);
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(weight);
    expect(names()).toEqual(['pear', 'banana', 'Apple', 'fig']);
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(weight);
    expect(names()).toEqual(['pear', 'Apple', 'fig', 'banana']);
    expect(screen.getByRole('columnheader', { name: 'Weight' })).not.toHaveAttribute('aria-sort');
    // Words in the language's order, whatever their case.
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Apple', 'banana', 'fig', 'pear']);
    // A column without a sort value has a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('leaves the order to a caller that sorts every row before paging, and tells it what was asked', async () => {
    const onSort = vi.fn();
    renderWithProviders(<DataTable label="Fruit" columns={cols} rows={items} rowKey={(i) => i.name} paged sorting={{ sort: { id: 'weight', desc: true }, onSort }} />);
    // The rows stay as given (the caller sorted them), the header says the caller's order.
    expect(names()).toEqual(['pear', 'Apple', 'fig', 'banana']);
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ id: 'name', desc: false });
  });

  it('says a sort orders this page only when the rows are one page of more', async () => {
    renderWithProviders(<DataTable label="Fruit" columns={cols} rows={items} rowKey={(i) => i.name} paged />);
    const name = screen.getByRole('button', { name: 'Name' });
    name.focus();
    fireEvent.keyDown(name, { key: 'Tab' });
    fireEvent.focus(name);
    expect(await screen.findByText('Sorts the rows on this page only')).toBeInTheDocument();
  });

  it('pins the row actions to the end and hides a low-priority column on narrow windows', () => {
    renderWithProviders(<DataTable label="Fruit" columns={cols} rows={items} rowKey={(i) => i.name} />);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(getComputedStyle(actions).position).toBe('sticky');
    const cell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]!;
    expect(getComputedStyle(cell).position).toBe('sticky');
    // Hidden by a media query below 1440 px (jsdom applies none): the header and every cell of the column carry it.
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('data-priority', 'low');
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveAttribute('data-priority', 'low');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('data-priority');
  });

  it('keeps each cell to one line unless its column lets it wrap', () => {
    const wrapping: Column<(typeof items)[number]>[] = [cols[0]!, { id: 'note', header: 'Note', wrap: true, cell: () => 'A long note' }];
    renderWithProviders(<DataTable label="Fruit" columns={wrapping} rows={items} rowKey={(i) => i.name} />);
    const [name, note] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(getComputedStyle(name!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(note!).whiteSpace).not.toBe('nowrap');
  });
});
