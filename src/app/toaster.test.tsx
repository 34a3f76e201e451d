import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { until } from '../test/wait';

describe('toaster', () => {
  it('draws nothing until a toast is asked for, then shows every toast asked for while its code loaded', async () => {
    // The toaster's code loads with a worker's first toast, which may have been another file's: a fresh module.
    vi.resetModules();
    const { AppToaster, toaster } = await import('./toaster');
    renderWithProviders(
      <div data-testid="toaster">
        <AppToaster />
      </div>,
    );
    expect(screen.getByTestId('toaster')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    toaster.create({ type: 'error', title: 'The broker did not answer' });
    toaster.create({ type: 'success', title: 'Settings saved' });

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('The broker did not answer'), expect.stringContaining('Settings saved')]),
    );

    toaster.create({ type: 'info', title: 'Once loaded, a toast shows at once' });
    expect(await screen.findByText('Once loaded, a toast shows at once')).toBeInTheDocument();
  });

  it('tells when an error toast has left the screen, so the same failure may be said again', async () => {
    // A fresh toaster too: the one above still holds its toasts, and this one would queue behind them.
    vi.resetModules();
    const { AppToaster, toastError } = await import('./toaster');
    renderWithProviders(<AppToaster />);
    let gone = false;
    void toastError('500 INTERNAL_ERROR boom').then(() => (gone = true));
    const toast = (await screen.findByText('500 INTERNAL_ERROR boom')).closest('[role="alert"]') as HTMLElement;
    expect(gone).toBe(false);
    await userEvent.setup().click(within(toast).getByRole('button'));
    await until(() => expect(gone).toBe(true));
  });
});
