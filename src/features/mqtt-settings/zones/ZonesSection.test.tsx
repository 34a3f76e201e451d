import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderWithProviders } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { ZonesSection } from './ZonesSection';

const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

it('says the zones could not be read instead of "No data", offers Retry, and adds a zone only once they are read', async () => {
  server.use(http.get('/api/v5/configs', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
  const user = userEvent.setup();
  renderWithProviders(<ZonesSection />);
  const table = screen.getByRole('table', { name: 'Zones' });
  expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
  expect(within(table).queryByText('No data')).toBeNull();
  expect(screen.getByRole('button', { name: 'New zone' })).toBeDisabled();
  await user.click(within(table).getByRole('button', { name: 'Retry' }));
  expect(await within(table).findByRole('button', { name: 'Edit zone default' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'New zone' })).toBeEnabled();
});
