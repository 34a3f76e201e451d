import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FilterForm, type FilterField } from './FilterForm';

const FIELDS: FilterField[] = [
  { name: 'clientid', label: 'Client ID', kind: 'text' },
  { name: 'state', label: 'State', kind: 'select', options: [['connected', 'Connected'], ['disconnected', 'Disconnected']] },
  { name: 'username', label: 'Username', kind: 'text' },
  { name: 'exact', label: 'Exact match', kind: 'checkbox' },
];

describe('FilterForm', () => {
  it('shows the main search inline and folds the rest under More filters', async () => {
    const onApply = vi.fn();
    renderWithProviders(<FilterForm label="Filter connections" fields={FIELDS} value={{}} onApply={onApply} />);
    const bar = screen.getByRole('search', { name: 'Filter connections' });
    expect(within(bar).getByRole('textbox', { name: 'Client ID' })).toBeVisible();
    const more = within(bar).getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).getByLabelText('Username')).not.toBeVisible();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(within(bar).getByLabelText('Username'), 'bob');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'State' }), 'connected');
    await userEvent.type(within(bar).getByRole('textbox', { name: 'Client ID' }), 'app{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ clientid: 'app', username: 'bob', state: 'connected' });
  });

  it('opens with the folded filters in force, each as a chip that removes it alone', async () => {
    const onApply = vi.fn();
    renderWithProviders(<FilterForm label="Filter connections" fields={FIELDS} value={{ clientid: 'app', state: 'connected', exact: true }} onApply={onApply} />);
    expect(screen.getByRole('button', { name: 'More filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    // The main search shows its own value; only the folded filters are chips, a choice by its label.
    expect(screen.queryByRole('button', { name: /Remove filter Client ID/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter Exact match' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter State: Connected' }));
    expect(onApply).toHaveBeenLastCalledWith({ clientid: 'app', state: undefined, exact: true });
  });

  it('clears every filter on Reset', async () => {
    const onApply = vi.fn();
    renderWithProviders(<FilterForm label="Filter" fields={FIELDS.slice(0, 1)} value={{ clientid: 'x' }} onApply={onApply} />);
    // One field: nothing to fold.
    expect(screen.queryByRole('button', { name: /More filters/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toHaveValue('');
  });
});
