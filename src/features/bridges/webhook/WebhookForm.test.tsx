import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { recordRequests } from '../../../test/requests';
import { serveSandbox } from '../../../test/serve-sandbox';
import { WebhookForm } from './WebhookForm';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);

/** The webhook's name (the headers' keys are labelled Name too). */
const nameField = () => screen.findByRole('textbox', { description: /Names the action/ });
const creations = () => requests.list().filter((line) => line.startsWith('POST '));

async function fill(url: string, topic: string) {
  fireEvent.change(await screen.findByLabelText(/^URL/), { target: { value: url } });
  fireEvent.change(screen.getByLabelText(/^Topic filter/), { target: { value: topic } });
}

const refuse = (path: string) => server.use(http.post(`/api/v5${path}`, () => HttpResponse.json({ code: 'BAD_REQUEST', message: 'refused' }, { status: 400 }), { once: true }));

describe('the webhook in one page', () => {
  it('opens on a free name and no connector, then one Create makes the connector, the action and the rule', async () => {
    const onCreated = vi.fn();
    renderInRouter(<WebhookForm onDirty={() => undefined} onCreated={onCreated} />);
    expect(await nameField()).toHaveValue('webhook_1');
    expect(screen.queryByRole('checkbox', { name: /Reuse the connector/ })).toBeNull();
    await fill('http://127.0.0.1:1/in', 'sensors/#');
    requests.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ actionId: 'http:webhook_1', ruleId: expect.any(String) }));
    expect(creations()).toEqual(['POST /connectors', 'POST /actions', 'POST /rules']);
    expect(state.connectors.get('http:webhook_1')?.config).toMatchObject({ url: 'http://127.0.0.1:1/in' });
    expect(state.actions.get('http:webhook_1')?.config).toMatchObject({ connector: 'webhook_1', parameters: { method: 'post', headers: { 'content-type': 'application/json' } } });
    const rule = [...state.rules.values()].find((r) => r.name === 'webhook_1');
    expect(rule).toMatchObject({ from: ['sensors/#'], actions: ['http:webhook_1'], enable: true });
  });

  it('says which step failed, keeps every field, and Create again makes only the rest', async () => {
    const onCreated = vi.fn();
    renderInRouter(<WebhookForm onDirty={() => undefined} onCreated={onCreated} />);
    expect(await nameField()).toHaveValue('webhook_2');
    // Step 1: nothing made.
    await fill('http://127.0.0.1:1/two', 'a/+');
    refuse('/connectors');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Step 1 of 3 failed: the connector webhook_2 could not be created.')).toBeVisible();
    expect(screen.getByText('Nothing was created. Everything you typed is kept: correct it and Create again.')).toBeVisible();
    expect(screen.getByLabelText(/^URL/)).toHaveValue('http://127.0.0.1:1/two');
    // Step 2: the connector exists now.
    refuse('/actions');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Step 2 of 3 failed: the action webhook_2 could not be created.')).toBeVisible();
    expect(screen.getByText(/^Already created: the connector webhook_2\./)).toBeVisible();
    // Step 3: the rule; the connector and action are not sent again.
    refuse('/rules');
    requests.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Step 3 of 3 failed: the rule could not be created.')).toBeVisible();
    expect(creations()).toEqual(['POST /actions', 'POST /rules']);
    expect(screen.getByLabelText(/^Topic filter/)).toHaveValue('a/+');
    requests.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(creations()).toEqual(['POST /rules']);
  });

  it('offers the connector already serving that base URL, and the rule SQL replaces the topic filter', async () => {
    const onCreated = vi.fn();
    renderInRouter(<WebhookForm onDirty={() => undefined} onCreated={onCreated} />);
    fireEvent.change(await nameField(), { target: { value: 'events_hook' } });
    const base = String(state.connectors.get('http:dispatch_service')?.config.url).replace(/\/+$/, '');
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: `${base}/events` } });
    const reuse = await screen.findByRole('checkbox', { name: /Reuse the connector dispatch_service/ });
    expect(reuse).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Enter the topic filter of the messages to send, or the rule's SQL")).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Advanced settings/ }));
    fireEvent.change(await screen.findByLabelText(/^Rule SQL/), { target: { value: 'SELECT payload.temp as t FROM "plant/#"' } });
    await waitFor(() => expect(screen.queryByText("Enter the topic filter of the messages to send, or the rule's SQL")).toBeNull());
    fireEvent.click(reuse);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Reuse the connector dispatch_service/ })).toBeChecked());
    requests.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ actionId: 'http:events_hook', ruleId: expect.any(String) }));
    expect(creations()).toEqual(['POST /actions', 'POST /rules']);
    expect(state.actions.get('http:events_hook')?.config).toMatchObject({ connector: 'dispatch_service', parameters: { path: 'events' } });
    expect([...state.rules.values()].find((r) => r.name === 'events_hook')).toMatchObject({ from: ['plant/#'], sql: 'SELECT payload.temp as t FROM "plant/#"' });
  });
});
