import { within } from '@testing-library/react';

/** The text of each body row's cells, as the table shows them (the header row left out). */
export function rowCells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}
