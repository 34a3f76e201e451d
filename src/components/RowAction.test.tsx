import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { expect, it, vi } from 'vitest';
import { setSession } from '../api/session';
import { renderWithProviders } from '../test/render';
import { RowAction } from './RowAction';

it('is named and titled by what it does to the row, and runs it', async () => {
  const onClick = vi.fn();
  renderWithProviders(
    <RowAction label="Delete rule r1" danger onClick={onClick}>
      <Trash2 />
    </RowAction>,
  );
  const button = screen.getByRole('button', { name: 'Delete rule r1' });
  expect(button).toHaveAttribute('title', 'Delete rule r1');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});

it('is disabled for a viewer', () => {
  setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
  renderWithProviders(
    <RowAction label="Delete rule r1" danger onClick={() => undefined}>
      <Trash2 />
    </RowAction>,
  );
  expect(screen.getByRole('button', { name: 'Delete rule r1' })).toBeDisabled();
});
