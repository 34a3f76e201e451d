import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ClusterLinkCreateView } from './ClusterLinkCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const RULE = "Start with a letter or a digit; use only letters, digits, underscores and '-'";
const TOPIC_RULE = "'+' and '#' must fill a whole level, and '#' must be the last";
const names = () => state.clusterLinks.map((r) => String(r.config.name));

async function addTopic(value: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add to Topics' }));
  const inputs = await screen.findAllByPlaceholderText('factory/+/telemetry');
  fireEvent.change(inputs[inputs.length - 1]!, { target: { value } });
}

describe('ClusterLinkCreateView', () => {
  it('checks the name and the topic filters as they are typed, and sends nothing while one is wrong', async () => {
    renderInRouter(<ClusterLinkCreateView />);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '-west' } });
    expect(await screen.findByText(RULE)).toBeVisible();
    fireEvent.change(name, { target: { value: 'emqx-eu-west' } });
    expect(await screen.findByText('A cluster link with this name already exists')).toBeVisible();
    fireEvent.change(name, { target: { value: 'emqx-b' } });
    await waitFor(() => expect(screen.queryByText('A cluster link with this name already exists')).toBeNull());

    fireEvent.change(screen.getByLabelText(/^Server(?! name)/), { target: { value: 'emqx-b.example.com:1883' } });
    await addTopic('a/#/b');
    expect(await screen.findByText(TOPIC_RULE)).toBeVisible();
    await addTopic('$LINK/cluster/route/x');
    expect(await screen.findByText('Topics under $LINK/cluster/ are reserved for cluster links')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names()).toEqual(['emqx-eu-west', 'emqx-ap-south']);
  });

  it('creates the link with its topics, credentials and the broker defaults', async () => {
    renderInRouter(<ClusterLinkCreateView />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'emqx-b' } });
    fireEvent.change(screen.getByLabelText(/^Server(?! name)/), { target: { value: 'emqx-b.example.com:1883' } });
    await addTopic('t/+/x');
    await addTopic('alerts/#');
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'link-b' } });
    fireEvent.change(screen.getAllByLabelText(/^Password/)[0]!, { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(names()).toContain('emqx-b'));
    expect(state.clusterLinks.find((r) => r.config.name === 'emqx-b')?.config).toMatchObject({
      server: 'emqx-b.example.com:1883',
      topics: ['t/+/x', 'alerts/#'],
      username: 'link-b',
      password: 's3cret',
      enable: true,
      pool_size: 8,
      ssl: { enable: false },
    });
  });

  it('keeps every value typed when the broker refuses the link', async () => {
    renderInRouter(<ClusterLinkCreateView />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'refused' } });
    // A port the form's pattern lets through and the broker finds too large.
    fireEvent.change(screen.getByLabelText(/^Server(?! name)/), { target: { value: 'emqx-c.example.com:99999' } });
    const answered = new Promise<number>((resolve) =>
      server.events.on('response:mocked', ({ request, response }) => {
        if (request.method === 'POST') resolve(response.status);
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await answered).toBe(400);
    server.events.removeAllListeners();
    expect(names()).not.toContain('refused');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('refused');
    expect(screen.getByLabelText(/^Server(?! name)/)).toHaveValue('emqx-c.example.com:99999');
  });
});
