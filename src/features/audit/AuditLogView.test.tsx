import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, routeServer } from '../../test/route';

describe('AuditLogView', () => {
  it('lists the changes newest first, filters them in the URL, and shows an entry as the broker logged it', async () => {
    const { history } = await renderRoute('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('/schema_registry/{name}');
    expect(first).toHaveTextContent('PUT');
    expect(first).toHaveTextContent('200 Succeeded');
    // The object changed is named and linked, not only the API's template.
    expect(within(first).getByRole('link', { name: 'sensor_reading' })).toHaveAttribute('href', '/schema-registry/detail/sensor_reading');
    expect(within(table).getAllByRole('link', { name: 'temperature_alerts' })[0]).toHaveAttribute('href', '/rules/detail/temperature_alerts');
    // A command line's entry has no HTTP request: how it came in and its arguments instead.
    expect(within(table).getByRole('row', { name: /Command line/ })).toHaveTextContent('conf load --merge etc/limits.hocon');

    fireEvent.change(screen.getByLabelText('Through'), { target: { value: 'rest_api' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(history.location.search).toContain('through=rest_api');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ci-pipeline');
    fireEvent.change(screen.getByLabelText('Through'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'noc-viewer' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'delete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('noc-viewer'));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(history.location.search).not.toContain('through');
    expect(history.location.search).toContain('user=noc-viewer');
    expect(history.location.search).toContain('method=delete');
    const refused = within(table).getAllByRole('row')[1]!;
    expect(refused).toHaveTextContent('403 Failed');
    expect(refused).toHaveTextContent('Ban scanner-77');

    fireEvent.click(within(refused).getByRole('button', { name: /^View DELETE \/banned\/\{as\}\/\{who\} at / }));
    const dialog = await screen.findByRole('dialog', { name: 'DELETE /banned/{as}/{who}' });
    expect(dialog).toHaveTextContent("UNAUTHORIZED_ROLE: You don't have permission to access this resource");
    expect(within(dialog).getByRole('heading', { name: 'Path parameters' }).nextElementSibling).toHaveTextContent('"who": "scanner-77"');
    expect(within(dialog).getByRole('heading', { name: 'Request headers' }).nextElementSibling).toHaveTextContent('"authorization": "******"');
  });

  it('says where to turn the audit log on when the broker has it off', async () => {
    routeServer().use(http.get('/api/v5/audit', () => HttpResponse.json({ code: 'BAD_REQUEST', message: 'Audit is disabled' }, { status: 400 })));
    await renderRoute('/audit');
    expect(await screen.findByText('The audit log is turned off on this broker')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log settings' })).toHaveAttribute('href', '/log');
  });
});
