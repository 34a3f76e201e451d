import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ListenersView } from './ListenersView';
import { listenerSandbox, renderInRouter } from './test-support';

describe('ListenersView', () => {
  const { server } = listenerSandbox();

  it('offers Retry when the list fails to load, and Retry loads it', async () => {
    server.use(http.get('/api/v5/listeners', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
    const user = userEvent.setup();
    renderInRouter(<ListenersView />);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByRole('button', { name: 'Edit tcp:default' })).toBeVisible();
    expect(within(table).queryByText('The data could not be loaded.')).toBeNull();
  });
});
