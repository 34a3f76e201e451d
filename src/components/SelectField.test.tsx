import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SelectField } from './SelectField';

const OPTIONS: ['ws' | 'wss', string][] = [
  ['ws', 'ws://'],
  ['wss', 'wss://'],
];

it('marks the select invalid and ties the error to it', () => {
  renderWithProviders(<SelectField label="Protocol" value="ws" options={OPTIONS} onChange={() => undefined} error="Use wss:// from an https page" />);
  const select = screen.getByRole('combobox', { name: 'Protocol' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Use wss:// from an https page');
});

it('is valid, with no description, without an error', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(<SelectField label="Protocol" value="ws" options={OPTIONS} onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Protocol' });
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(select).not.toHaveAttribute('aria-describedby');
  await user.selectOptions(select, 'wss://');
  expect(onChange).toHaveBeenCalledWith('wss');
});
