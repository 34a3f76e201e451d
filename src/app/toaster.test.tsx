import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';

describe('toaster', () => {
  it('draws nothing until a toast is asked for, then shows every toast asked for while its code loaded', async () => {
    // The toaster's code loads with a worker's first toast, which may have been another file's: a fresh module.
    vi.resetModules();
    const { AppToaster, toaster } = await import('./toaster');
    const { container } = renderWithProviders(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
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
});
