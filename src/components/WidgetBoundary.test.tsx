import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable } from './DataTable';
import { WidgetBoundary } from './WidgetBoundary';

function Load({ load }: { load: unknown }) {
  return <>{(load as number).toFixed(2)}</>;
}

interface Row {
  id: string;
  load: unknown;
}

describe('WidgetBoundary', () => {
  it('keeps a cell that cannot draw its value to itself: the rest of the table shows', () => {
    // React reports what a boundary caught; the test asserts on the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows: Row[] = [
      { id: 'a', load: 0.5 },
      { id: 'b', load: { unexpected: true } },
    ];
    renderWithProviders(
      <DataTable<Row>
        label="Nodes"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { id: 'id', header: 'ID', cell: (r) => r.id },
          // A formatter written for numbers, fed an object.
          { id: 'load', header: 'Load', cell: (r) => (r.load as number).toFixed(2) },
        ]}
      />,
    );
    expect(screen.getByRole('cell', { name: '0.50' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'b' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '–' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('draws again once the value it failed on is replaced (the next poll)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <WidgetBoundary resetKey="first">
        <Load load="odd" />
      </WidgetBoundary>,
    );
    expect(screen.getByText('This part could not be shown.')).toBeInTheDocument();
    rerender(
      <WidgetBoundary resetKey="second">
        <Load load={0.42} />
      </WidgetBoundary>,
    );
    expect(screen.getByText('0.42')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
