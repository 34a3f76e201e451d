import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { FlowView } from './FlowView';
import { TopologyPanel } from './TopologyPanel';

const server = setupServer(...createSandboxHandlers(createSandboxState({ clients: 0, requireAuth: false })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('says the flows could not be read, reads them again on Retry, and tells them as text, one rule a line', async () => {
  server.use(http.get('/api/v5/actions', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
  const user = userEvent.setup();
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('figure', { name: 'Flows of every rule' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show the flows as text' }));
  const lines = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
  expect(lines).toContain('Event client_connected → Rule client_connected_log (Enabled) → Console');
  expect(lines).toContainEqual(expect.stringMatching(/^Topic meters\/#, Topic devices\/\+\/firmware → Rule legacy_meter_forward \(Disabled\) → Console, Action http:webhook_out \(\w+\)$/));
  expect(lines).toContainEqual(expect.stringMatching(/^Used by no rule: Action mqtt:alerts_to_cloud \(\w+\), Source mqtt:cloud_commands \(\w+\)$/));
});

it('without rules, says so and links to creating one', async () => {
  server.use(http.get('/api/v5/rules', () => HttpResponse.json({ data: [], meta: { page: 1, limit: 100, count: 0, hasnext: false } }), { once: true }));
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  expect(await screen.findByText(/^No rules yet/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Create the first rule' })).toHaveAttribute('href', '/rules/create');
  expect(screen.queryByRole('figure')).toBeNull();
});

it('in the bridge list, shows only the rules that use a bridge, with every bridge', async () => {
  const user = userEvent.setup();
  renderInRouter(<TopologyPanel />);
  expect(await screen.findByRole('figure', { name: 'Flows through the data bridges' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show the flows as text' }));
  const text = screen.getByRole('list').textContent;
  expect(text).toContain('Rule fleet_positions_to_webhook');
  expect(text).toContain('Rule legacy_meter_forward');
  expect(text).toContain('Source mqtt:cloud_commands');
  expect(text).not.toContain('temperature_alerts');
  expect(text).not.toContain('client_connected_log');
});
