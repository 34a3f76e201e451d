import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LimiterView } from './LimiterView';
import { listenerSandbox, renderInRouter } from './test-support';

const RATE_RULE = 'Enter a rate such as 1000/s or 100MB/s, or leave it empty for no limit';

describe('LimiterView', () => {
  const { state, server } = listenerSandbox();

  it('edits a row’s rates in place, says what is wrong in the cell, and writes the whole listener back after confirmation', async () => {
    renderInRouter(<LimiterView />);
    const table = await screen.findByRole('table', { name: 'Rate limits by listener' });
    const row = () => within(table).getByRole('row', { name: /tcp:default/ });
    await waitFor(() => expect(within(row()).getAllByText('Unlimited')).toHaveLength(3));

    fireEvent.click(within(row()).getByRole('button', { name: 'Edit rate limits of tcp:default' }));
    const connRate = await screen.findByLabelText('Max connection rate of tcp:default');
    await waitFor(() => expect(connRate).toHaveFocus());
    expect(connRate).toHaveValue('');
    expect(connRate).toHaveAttribute('placeholder', 'Unlimited');
    // One row at a time.
    expect(within(table).getByRole('button', { name: 'Edit rate limits of ssl:default' })).toBeDisabled();

    const messages = screen.getByLabelText('Message rate per client of tcp:default');
    fireEvent.change(messages, { target: { value: 'fast' } });
    expect(await within(row()).findByText(RATE_RULE)).toBeVisible();
    expect(messages).toHaveAttribute('aria-invalid', 'true');
    expect(within(row()).getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(messages, { target: { value: '500/s' } });
    fireEvent.change(screen.getByLabelText('Byte rate per client of tcp:default'), { target: { value: '2MB/s' } });
    await waitFor(() => expect(within(row()).queryByText(RATE_RULE)).toBeNull());
    fireEvent.keyDown(messages, { key: 'Enter' });

    const confirm = await screen.findByRole('alertdialog', { name: 'Update listener tcp:default?' });
    expect(within(confirm).getByText(/existing connections are dropped/)).toBeVisible();
    expect(within(confirm).getByRole('row', { name: /Message rate per client.*Unlimited.*500\/s/ })).toBeVisible();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save and drop connections' }));

    await waitFor(() => expect(within(row()).getByText('500/s')).toBeVisible());
    expect(within(row()).getByText('2MB/s')).toBeVisible();
    expect(within(row()).getByText('Unlimited')).toBeVisible();
    // The rest of the listener went back as the broker had it.
    expect(state.listeners.get('tcp:default')).toMatchObject({ messages_rate: '500/s', bytes_rate: '2MB/s', max_conn_rate: 'infinity', bind: '0.0.0.0:1883', acceptors: 16 });
  });

  it('keeps the typed rates and shows the broker’s reason when the save is refused', async () => {
    state.listeners.set('ws:default', { ...state.listeners.get('ws:default'), bytes_rate: '1MB/s' });
    renderInRouter(<LimiterView />);
    const table = await screen.findByRole('table', { name: 'Rate limits by listener' });
    const row = () => within(table).getByRole('row', { name: /ws:default/ });
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit rate limits of ws:default' }));
    const bytes = await screen.findByLabelText('Byte rate per client of ws:default');
    expect(bytes).toHaveValue('1MB/s');
    // A rate the published pattern accepts but this broker refuses.
    const reason = JSON.stringify({ kind: 'validation_error', path: 'listeners.ws.default.bytes_rate', reason: 'too big' });
    server.use(http.put('*/api/v5/listeners/:id', () => HttpResponse.json({ code: 'BAD_REQUEST', message: reason }, { status: 400 })));
    fireEvent.change(bytes, { target: { value: '900GB/s' } });
    fireEvent.click(within(row()).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save and drop connections' }));
    await waitFor(() => expect(within(row()).getByText('too big')).toBeVisible());
    expect(screen.getByLabelText('Byte rate per client of ws:default')).toHaveValue('900GB/s');
    server.resetHandlers();
  });

  it('offers Retry when the listeners fail to load, and Retry loads them', async () => {
    server.use(http.get('*/api/v5/listeners', () => HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, { status: 503 }), { once: true }));
    renderInRouter(<LimiterView />);
    const table = await screen.findByRole('table', { name: 'Rate limits by listener' });
    expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
    fireEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByRole('button', { name: 'Edit rate limits of tcp:default' })).toBeVisible();
  });
});
