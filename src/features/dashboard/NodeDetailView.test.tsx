import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { NodeDetailView } from './NodeDetailView';
import { until } from '../../test/wait';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);

it("shows one node's live rates and its own history, for the range chosen", async () => {
  const user = userEvent.setup();
  const node = state.nodes[1]!.name;
  renderAtRoutes({ 'dashboard/nodes/$nodeName': NodeDetailView }, `/dashboard/nodes/${encodeURIComponent(node)}`);
  const incoming = await screen.findByRole('group', { name: 'Incoming messages per second' });
  await within(incoming).findByText(/^\d/);
  expect(await screen.findByRole('figure', { name: 'Connections' })).toBeVisible();
  expect(requests.urls()).toContain(`/monitor/nodes/${encodeURIComponent(node)}?latest=3600`);
  expect(requests.urls().some((url) => url.startsWith('/monitor?'))).toBe(false);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'Last day');
  await until(() => expect(requests.urls()).toContain(`/monitor/nodes/${encodeURIComponent(node)}?latest=86400`));
});
