import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from '../DataTable';
import { DragHandle } from './DragHandle';
import { useRowReorder } from './use-row-reorder';

const SERVER = ['a', 'b', 'c', 'd', 'e'];

function Items({ ids, move }: { ids: string[]; move: (id: string, position: string) => Promise<unknown> }) {
  const reorder = useRowReorder({ ids, move, name: (id) => `item ${id}` });
  const rows = reorder.arrange(
    ids.map((id) => ({ id })),
    (r) => r.id,
  );
  return (
    <>
      <DataTable
        label="Items"
        columns={[
          { id: 'handle', header: 'Move', cell: (r) => <DragHandle {...reorder.handle(r.id)} /> },
          { id: 'name', header: 'Name', cell: (r) => r.id },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => reorder.row(r.id)}
      />
      {reorder.announcer}
    </>
  );
}

function deferred() {
  let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const shown = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
const press = (el: HTMLElement, key: string) => fireEvent.keyDown(el, { key });

describe('row reordering', () => {
  it('by keyboard: picks up, moves the pending place with a drop line, drops as a broker position, keeps focus', async () => {
    const answer = deferred();
    const move = vi.fn(() => answer.promise);
    renderWithProviders(<Items ids={SERVER} move={move} />);
    const handle = screen.getByRole('button', { name: 'Reorder item b' });
    expect(handle).toHaveAccessibleDescription(/Space or Enter picks the row up/);
    handle.focus();

    press(handle, ' ');
    expect(live()).toBe('item b picked up, position 2 of 5');
    press(handle, 'ArrowDown');
    expect(live()).toBe('Moved to position 3 of 5');
    press(handle, 'ArrowDown');
    expect(live()).toBe('Moved to position 4 of 5');
    expect(screen.getByText('d').closest('tr')).toHaveAttribute('data-drop', 'after');
    press(handle, 'ArrowUp');
    expect(screen.getByText('c').closest('tr')).toHaveAttribute('data-drop', 'after');
    expect(shown()).toEqual(SERVER);

    press(handle, 'Enter');
    expect(live()).toBe('item b dropped at position 3');
    expect(move).toHaveBeenCalledExactlyOnceWith('b', 'after:c');
    // Shown in its new place while the broker is asked, the handle still focused.
    expect(shown()).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(screen.getByRole('button', { name: 'Reorder item b' })).toHaveFocus();
    expect(screen.getByText('c').closest('tr')).not.toHaveAttribute('data-drop');
    await act(async () => answer.resolve());
  });

  it('Home and End take the row to the front and the rear', async () => {
    const move = vi.fn(() => Promise.resolve());
    renderWithProviders(<Items ids={SERVER} move={move} />);
    const handle = screen.getByRole('button', { name: 'Reorder item c' });
    handle.focus();
    press(handle, 'Enter');
    press(handle, 'End');
    expect(live()).toBe('Moved to position 5 of 5');
    expect(screen.getByText('e').closest('tr')).toHaveAttribute('data-drop', 'after');
    press(handle, 'Home');
    expect(live()).toBe('Moved to position 1 of 5');
    expect(screen.getByText('a').closest('tr')).toHaveAttribute('data-drop', 'before');
    press(handle, ' ');
    expect(move).toHaveBeenCalledExactlyOnceWith('c', 'front');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder item c' })).not.toHaveAttribute('aria-disabled'));
  });

  it('Escape, or leaving the handle, cancels without asking the broker; a drop in place asks nothing', () => {
    const move = vi.fn(() => Promise.resolve());
    renderWithProviders(<Items ids={SERVER} move={move} />);
    const handle = screen.getByRole('button', { name: 'Reorder item d' });
    handle.focus();
    press(handle, ' ');
    press(handle, 'ArrowUp');
    press(handle, 'Escape');
    expect(live()).toBe('Cancelled: item d stays at position 4');
    expect(screen.getByText('c').closest('tr')).not.toHaveAttribute('data-drop');

    press(handle, ' ');
    press(handle, 'ArrowUp');
    fireEvent.blur(handle);
    expect(live()).toBe('Cancelled: item d stays at position 4');

    press(handle, ' ');
    press(handle, 'ArrowDown');
    press(handle, 'ArrowUp');
    press(handle, ' ');
    expect(live()).toBe('item d dropped at position 4');
    expect(move).not.toHaveBeenCalled();
    expect(shown()).toEqual(SERVER);
  });

  it('returns to the server order when the move fails', async () => {
    const answer = deferred();
    renderWithProviders(<Items ids={SERVER} move={() => answer.promise} />);
    const handle = screen.getByRole('button', { name: 'Reorder item a' });
    handle.focus();
    press(handle, ' ');
    press(handle, 'End');
    press(handle, ' ');
    expect(shown()).toEqual(['b', 'c', 'd', 'e', 'a']);
    // While the broker is asked, nothing else can be picked up.
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    press(screen.getByRole('button', { name: 'Reorder item b' }), ' ');
    expect(live()).toBe('item a dropped at position 5');

    await act(async () => answer.reject(new Error('refused')));
    expect(shown()).toEqual(SERVER);
    expect(screen.getByRole('button', { name: 'Reorder item a' })).toHaveFocus();
  });
});
