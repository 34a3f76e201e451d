import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { NodesView } from './NodesView';

const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

it('offers Retry when the nodes fail to load, and Retry loads them', async () => {
  server.use(http.get('/api/v5/nodes', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
  const user = userEvent.setup();
  renderInRouter(<NodesView />);
  const table = await screen.findByRole('table', { name: 'Nodes' });
  expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
  await user.click(within(table).getByRole('button', { name: 'Retry' }));
  expect((await within(table).findAllByRole('link')).length).toBeGreaterThan(0);
  expect(within(table).queryByText('The data could not be loaded.')).toBeNull();
});

it('shows which replicant follows which core node', async () => {
  renderInRouter(<NodesView />);
  const topology = await screen.findByRole('table', { name: 'Topology' });
  const core = await within(topology).findByRole('row', { name: /^emqx@node1\.emqx\.io/ });
  expect(core).toHaveTextContent('emqx@node3.emqx.io (10 RLOG streams)');
  expect(within(topology).getByRole('row', { name: /^emqx@node2\.emqx\.io/ })).toHaveTextContent('–');
});
