import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthzSettingsPanel } from './AuthzSettingsPanel';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const WARNING = 'Allow lets every client do anything no source denies: publish and subscribe to any topic.';

describe('AuthzSettingsPanel', () => {
  it('warns while "No match" is Allow, as stored or as chosen', async () => {
    state.authz.settings.no_match = 'allow';
    const { unmount } = renderInRouter(<AuthzSettingsPanel />);
    const noMatch = await screen.findByRole('combobox', { name: 'No match' });
    expect(noMatch).toHaveValue('allow');
    expect(screen.getByRole('status')).toHaveTextContent(WARNING);
    fireEvent.change(noMatch, { target: { value: 'deny' } });
    expect(screen.queryByText(WARNING)).toBeNull();
    unmount();

    state.authz.settings.no_match = 'deny';
    renderInRouter(<AuthzSettingsPanel />);
    const stored = await screen.findByRole('combobox', { name: 'No match' });
    expect(stored).toHaveValue('deny');
    expect(screen.queryByText(WARNING)).toBeNull();
    fireEvent.change(stored, { target: { value: 'allow' } });
    await waitFor(() => expect(screen.getByText(WARNING)).toBeVisible());
  });
});
