import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes, renderInRouter } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { FlowView } from './FlowView';
import { TopologyPanel } from './TopologyPanel';

const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

it('says the flows could not be read, reads them again on Retry, and tells them as text, one rule a line', async () => {
  server.use(http.get('/api/v5/actions', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
  const user = userEvent.setup();
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('figure', { name: 'Flows of every rule' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show the flows as text' }));
  const lines = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toContain('Event client_connected → Rule client_connected_log (Enabled) → Console');
  expect(lines).toContainEqual(
    expect.stringMatching(/^Topic meters\/#, Topic devices\/\+\/firmware → Schema validation meter_reading_range → Rule legacy_meter_forward \(Disabled\) → Console, Action http:webhook_out \(\w+\)$/),
  );
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

it('puts the Data Hub items in front of the rules whose topics they see, each linking to its details', async () => {
  const user = userEvent.setup();
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  // The seeded validation of meters/+/reading sees part of what legacy_meter_forward reads (meters/#).
  const stage = await screen.findByRole('link', { name: /meter_reading_range/ });
  expect(stage).toHaveAttribute('href', '/schema-validation/detail/meter_reading_range');
  expect(stage).toHaveTextContent('Schema validation');
  // No rule reads the line sensors' readings, and the disabled guard of the legacy PLC is left out.
  expect(screen.queryByRole('link', { name: /sensor_reading_shape|legacy_state_guard/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Show the flows as text' }));
  const lines = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toContain('Topic fleet/+/position → Rule fleet_positions_to_webhook (Enabled) → Action http:webhook_out (Connected)');
});

it('without the Data Hub (the open-source edition), asks for none of it and draws the flows as before', async () => {
  server.use(http.get('/api/v5/schema_validations', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Not Found' }, { status: 404 })));
  const requests = recordRequests(server);
  const user = userEvent.setup();
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  await user.click(await screen.findByRole('button', { name: 'Show the flows as text' }));
  const lines = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toContainEqual(expect.stringMatching(/^Topic meters\/#, Topic devices\/\+\/firmware → Rule legacy_meter_forward \(Disabled\) → /));
  // The capability probe only: the lists are never asked for. The flows are drawn only after the probe's
  // answer, which holds for the session, so what that answer leads to was sent before the click above.
  expect(requests.of('/schema_validations')).toHaveLength(1);
  expect(requests.of('/message_transformations')).toEqual([]);
  requests.stop();
});

it('when the Data Hub lists cannot be read, draws the flows as before', async () => {
  // The capability probe, then the list: a failing endpoint still exists, its list fails.
  let failures = 2;
  server.use(http.get('/api/v5/schema_validations', () => (failures-- > 0 ? HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }) : undefined)));
  const user = userEvent.setup();
  renderAtRoutes({ '/flow': FlowView }, '/flow');
  await user.click(await screen.findByRole('button', { name: 'Show the flows as text' }));
  const lines = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(failures).toBe(0);
  expect(lines).toContainEqual(expect.stringMatching(/^Topic meters\/#, Topic devices\/\+\/firmware → Rule legacy_meter_forward \(Disabled\) → /));
  expect(screen.queryByRole('link', { name: /meter_reading_range/ })).toBeNull();
});
