import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createSandboxState } from '../../../../../sandbox/handlers';
import { renderWithProviders } from '../../../../test/render';
import { serveSandbox } from '../../../../test/serve-sandbox';
import { NEW_REPUBLISH, type RuleOutput } from '../outputs/outputs';
import { TestPanel } from './TestPanel';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);

const SQL = 'SELECT\n  clientid, qos, payload.temp as temp\nFROM\n  "sensors/#"\nWHERE\n  payload.temp > 30';

function setField(name: string, value: string) {
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
}

async function runWith(fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) setField(name, value);
  await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
}

const panel = (props: { sql?: string; outputs?: RuleOutput[]; ruleId?: string; onSqlError?: (e: unknown) => void } = {}) => (
  <TestPanel sql={props.sql ?? SQL} events={[]} onSqlError={props.onSqlError ?? (() => {})} outputs={props.outputs} ruleId={props.ruleId} />
);

/** The preview card of an output, by its name ("Republish alerts/${clientid}"). */
const card = (name: string | RegExp) => within(screen.getByRole('list', { name: 'What the outputs would do' })).getByRole('listitem', { name });

describe('TestPanel', () => {
  it('says the SQL matched, shows its output and what a republish would send, templates rendered', async () => {
    const republish: RuleOutput = {
      kind: 'republish',
      args: { ...NEW_REPUBLISH, topic: 'alerts/${clientid}', payload: '{"hot":${temp}}', userProperties: '', mqttProperties: { ...NEW_REPUBLISH.mqttProperties, 'Content-Type': 'application/json' } },
    };
    renderWithProviders(panel({ outputs: [republish, { kind: 'republish', args: { ...NEW_REPUBLISH, topic: 'copy', payload: '', qos: '0', retain: 'true' } }] }));
    await runWith({ topic: 'sensors/1', clientid: 'dev-7', qos: '2', payload: '{"temp": 35}' });
    expect(await screen.findByText('The SQL matched and produced this:')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Test output' })).toHaveTextContent('"temp": 35');

    const first = card('Republish alerts/${clientid}');
    expect(within(first).getByText('alerts/dev-7')).toBeVisible();
    expect(within(first).getByText('{"hot":35}')).toBeVisible();
    // `${qos}` and `${retain}` read the output: qos is selected, retain is not (the broker's false).
    expect(within(first).getByText('2')).toBeVisible();
    expect(within(first).getByText('false')).toBeVisible();
    expect(within(first).getByText('application/json')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Copy Topic' })).toBeVisible();

    // An empty payload template sends the whole output as JSON; constants are taken as they are.
    const second = card('Republish copy');
    expect(within(second).getByText('{"clientid":"dev-7","qos":2,"temp":35}')).toBeVisible();
    expect(within(second).getByText('true')).toBeVisible();
  });

  it('says the SQL did not match because FROM does not take the test topic', async () => {
    renderWithProviders(panel({ outputs: [{ kind: 'console' }] }));
    await runWith({ topic: 'other/1', payload: '{"temp": 35}' });
    expect(await screen.findByText('The SQL did not match')).toBeVisible();
    expect(screen.getByText(/The test topic other\/1 does not match the topic filters of FROM \(sensors\/#\)/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'What the outputs would do' })).toBeNull();
  });

  it('says the SQL did not match because the WHERE was false', async () => {
    renderWithProviders(panel());
    await runWith({ topic: 'sensors/1', payload: '{"temp": 20}' });
    expect(await screen.findByText('The SQL did not match')).toBeVisible();
    expect(screen.getByText(/the WHERE condition \(or FOREACH's INCASE\) was false/)).toBeVisible();
  });

  it("shows an SQL error with the broker's message, and hands it to the editor", async () => {
    const onSqlError = vi.fn();
    renderWithProviders(panel({ sql: 'SELECT upper(payload.tags) as x FROM "sensors/#"', onSqlError }));
    await runWith({ topic: 'sensors/1', payload: '{"tags": ["a"]}' });
    expect(await screen.findByText('The SQL could not run')).toBeVisible();
    expect(screen.getByText(/upper expects a string/)).toBeVisible();
    expect(onSqlError).toHaveBeenLastCalledWith(expect.objectContaining({ status: 400 }));
    expect(screen.queryByRole('region', { name: 'Test output' })).toBeNull();
  });

  it('shows the request an HTTP action would send, from the action and its connector, read when the test runs', async () => {
    const read: string[] = [];
    server.use(
      http.get('/api/v5/actions/:id', ({ request }) => {
        read.push(new URL(request.url).pathname);
        return HttpResponse.json({
          type: 'http',
          name: 'hook',
          enable: true,
          connector: 'svc',
          parameters: { method: 'put', path: '/devices/${clientid}', headers: { 'X-Temp': '${temp}' }, body: '{"t":${temp}}' },
        });
      }),
      http.get('/api/v5/connectors/:id', ({ request }) => {
        read.push(new URL(request.url).pathname);
        return HttpResponse.json({ type: 'http', name: 'svc', enable: true, url: 'http://svc.internal:8080/api', headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(
      panel({
        outputs: [
          { kind: 'action', id: 'http:hook' },
          { kind: 'action', id: 'kafka_producer:k' },
        ],
      }),
    );
    expect(read).toEqual([]);
    await runWith({ topic: 'sensors/1', clientid: 'dev-7', payload: '{"temp": 35}' });
    const hook = card('Action: http hook');
    expect(await within(hook).findByText('http://svc.internal:8080/api/devices/dev-7')).toBeVisible();
    expect(within(hook).getByText('PUT')).toBeVisible();
    expect(within(hook).getByText(/content-type: application\/json\s+X-Temp: 35/)).toBeVisible();
    expect(within(hook).getByText('{"t":35}')).toBeVisible();
    expect(read).toEqual(['/api/v5/actions/http%3Ahook', '/api/v5/connectors/http%3Asvc']);
    // Another type of action gets the output as it is.
    expect(within(card('Action: kafka_producer k')).getByText(/Receives the SQL output shown above/)).toBeVisible();
  });

  it('says so when the action no longer exists', async () => {
    server.use(http.get('/api/v5/actions/:id', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Action not found' }, { status: 404 })));
    renderWithProviders(panel({ outputs: [{ kind: 'action', id: 'http:gone' }] }));
    await runWith({ topic: 'sensors/1', payload: '{"temp": 35}' });
    expect(await within(card('Action: http gone')).findByText('There is no action http:gone: the rule would fail to send to it.')).toBeVisible();
  });

  it('shows what the console would print, once per FOREACH item', async () => {
    renderWithProviders(panel({ sql: 'FOREACH payload.readings as r INCASE r.temp > 30 FROM "sensors/#"', outputs: [{ kind: 'console' }] }));
    await runWith({ topic: 'sensors/1', payload: '{"readings": [{"temp": 35}, {"temp": 20}, {"temp": 40}]}' });
    expect(await screen.findByText('FOREACH gave 2 items: each output runs once for each of them.')).toBeVisible();
    const printedCard = card('Console output');
    expect(within(printedCard).getByText('Item 2')).toBeVisible();
    const printed = within(printedCard).getAllByText(/"temp": \d+/);
    expect(printed.map((p) => p.textContent)).toEqual([JSON.stringify({ temp: 35 }, null, 2), JSON.stringify({ temp: 40 }, null, 2)]);
  });

  it('keeps the test data typed for each rule when the editor is left and opened again', async () => {
    const first = renderWithProviders(panel({ ruleId: 'hot_sensors' }));
    setField('topic', 'sensors/kept');
    setField('payload', '{"temp": 99}');
    first.unmount();

    const again = renderWithProviders(panel({ ruleId: 'hot_sensors' }));
    expect(screen.getByLabelText('topic')).toHaveValue('sensors/kept');
    expect(screen.getByLabelText('payload')).toHaveValue('{"temp": 99}');
    again.unmount();

    // Another rule and the new-rule editor start from the defaults; what the new rule gets is its own.
    const other = renderWithProviders(panel({ ruleId: 'other_rule' }));
    expect(screen.getByLabelText('topic')).toHaveValue('sensors/test');
    other.unmount();
    const fresh = renderWithProviders(panel({ ruleId: '' }));
    setField('clientid', 'new-one');
    fresh.unmount();
    renderWithProviders(panel({ ruleId: '' }));
    expect(screen.getByLabelText('clientid')).toHaveValue('new-one');
  });

  it('forgets the typed data after a reset', async () => {
    const first = renderWithProviders(panel({ ruleId: 'reset_me' }));
    setField('clientid', 'typed');
    await userEvent.click(screen.getByRole('button', { name: 'Reset test data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('clientid')).toHaveValue('c_emqx'));
    first.unmount();
    renderWithProviders(panel({ ruleId: 'reset_me' }));
    expect(screen.getByLabelText('clientid')).toHaveValue('c_emqx');
  });
});
