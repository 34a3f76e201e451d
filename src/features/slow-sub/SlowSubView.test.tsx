import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../test/render';
import { SlowSubView } from './SlowSubView';

const records = Array.from({ length: 25 }, (_, i) => ({ clientid: `meter-${String(i).padStart(2, '0')}`, node: 'emqx@node1', topic: `t/${i}`, timespan: 600 + i * 10, last_update_time: 1_700_000_000_000 + i }));

const server = setupServer(
  http.get('/api/v5/slow_subscriptions/settings', () => HttpResponse.json({ enable: true, threshold: '500ms', expire_interval: '300s', top_k_num: 1000, stats_type: 'whole' })),
  http.get('/api/v5/slow_subscriptions', () => HttpResponse.json({ data: records })),
);

describe('SlowSubView', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('ranks the slowest first and sorts every record, not only the page shown', async () => {
    renderInRouter(<SlowSubView search={{ page: 1, limit: 20 }} />);
    const table = await screen.findByRole('table', { name: 'Slow subscriptions' });
    const firstClient = () => within(within(table).getAllByRole('row')[1]!).getByRole('link').textContent;
    await within(table).findByText('meter-24');
    expect(firstClient()).toBe('meter-24');
    // Ascending latency: the fastest record lives on the second page of the broker's order.
    fireEvent.click(within(table).getByRole('button', { name: /Latency/ }));
    expect(firstClient()).toBe('meter-00');
    expect(within(table).queryByText('meter-24')).toBeNull();
  });
});
