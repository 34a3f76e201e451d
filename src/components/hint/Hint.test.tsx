import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Hint } from './Hint';

describe('Hint', () => {
  it('opens on hover, names the control by aria-describedby while open, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Hint content="Only administrators can do this">
        <button type="button">Delete</button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.hover(button);
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Only administrators can do this');
    expect(button).toHaveAttribute('aria-describedby', hint.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('opens on keyboard focus but not on focus from a click, and one hint shows at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Hint content="First reason">
          <button type="button">First</button>
        </Hint>
        <Hint content="Second reason">
          <button type="button">Second</button>
        </Hint>
      </>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('First reason');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Second reason'));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'First' }));
    screen.getByRole('button', { name: 'First' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when its control goes away', async () => {
    const user = userEvent.setup();
    function Row() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <Hint content="Gone soon" openDelay={0}>
          <button type="button" onKeyDown={() => setShown(false)}>
            Row
          </button>
        </Hint>
      ) : (
        <p>Replaced</p>
      );
    }
    renderWithProviders(<Row />);
    await user.tab();
    await screen.findByRole('tooltip');
    // The row goes (a poll replaced it) while its hint is open, the host staying.
    await user.keyboard('x');
    expect(await screen.findByText('Replaced')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
