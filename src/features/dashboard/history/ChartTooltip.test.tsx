import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChartTooltip, type TooltipLine } from './ChartTooltip';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
const lines: TooltipLine[] = [
  { id: 'Connections', color: '#5e4eff', data: [{ x: at(0), y: 1200 }, { x: at(1), y: 1250 }] },
  // The second line lacks the sample at 12:00: the tooltip there names only the first.
  { id: 'Live connections', color: '#0d9488', data: [{ x: at(1), y: 3.25 }] },
];

it('names every line with its value at the hovered time', () => {
  renderWithProviders(<ChartTooltip lines={lines} time={at(1)} />);
  expect(screen.getByText('Connections: 1,250')).toBeVisible();
  // Small values keep a decimal, so a quiet broker does not read as 0.
  expect(screen.getByText('Live connections: 3.3')).toBeVisible();
});

it('leaves out a line without a sample at that time', () => {
  renderWithProviders(<ChartTooltip lines={lines} time={at(0)} />);
  expect(screen.getByText('Connections: 1,200')).toBeVisible();
  expect(screen.queryByText(/Live connections/)).toBeNull();
});
