import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ExhookCreateView } from './ExhookCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const RULE = "Start with a letter; use only letters, digits, underscores and '-'";

describe('ExhookCreateView', () => {
  it('checks the name as it is typed and sends nothing while it is wrong', async () => {
    renderInRouter(<ExhookCreateView />);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '9hooks' } });
    expect(await screen.findByText(RULE)).toBeVisible();
    fireEvent.change(name, { target: { value: 'default' } });
    expect(await screen.findByText('An ExHook server with this name already exists')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'http://127.0.0.1:9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(state.exhooks).toHaveLength(3);
    fireEvent.change(name, { target: { value: 'grpc-hooks_1' } });
    await waitFor(() => expect(screen.queryByText('An ExHook server with this name already exists')).toBeNull());
  });

  it('asks for a client certificate and key once TLS is on', async () => {
    renderInRouter(<ExhookCreateView />);
    await userEvent.click(await screen.findByText('Enable TLS'));
    expect(await screen.findByText('Missing Cert or Key content...')).toBeInTheDocument();
  });

  it('creates the server with the broker defaults and auto reconnect turned off', async () => {
    renderInRouter(<ExhookCreateView />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'audit' } });
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'http://127.0.0.1:9' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Auto reconnect:\s*Enabled/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.exhooks.map((r) => r.config.name)).toContain('audit'));
    expect(state.exhooks.find((r) => r.config.name === 'audit')?.config).toMatchObject({
      url: 'http://127.0.0.1:9',
      auto_reconnect: false,
      pool_size: 8,
      failed_action: 'deny',
      request_timeout: '5s',
    });
  });

  it('keeps every value typed when the broker refuses the server', async () => {
    renderInRouter(<ExhookCreateView />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'refused' } });
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'ftp://127.0.0.1:9' } });
    const answered = new Promise<number>((resolve) =>
      server.events.on('response:mocked', ({ request, response }) => {
        if (request.method === 'POST') resolve(response.status);
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await answered).toBe(400);
    server.events.removeAllListeners();
    expect(state.exhooks.map((r) => r.config.name)).not.toContain('refused');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('refused');
    expect(screen.getByLabelText(/^URL/)).toHaveValue('ftp://127.0.0.1:9');
  });
});
